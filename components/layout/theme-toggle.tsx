import { useSyncExternalStore } from 'react'
import { applyTheme, currentTheme, type Theme } from '../../renderer/theme'
import { useUi } from '../../renderer/locale'
import { Button } from '../ui/button'
import { Icon } from '../ui/icon'

/** The theme lives on <html> (set before paint by the head script); watch it there. */
function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange)
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] })
  return () => observer.disconnect()
}

/** Switches between light and dark. The prerendered HTML cannot know the theme, so the button waits for hydration. */
export function ThemeToggle() {
  const t = useUi().header
  const theme = useSyncExternalStore<Theme | null>(subscribe, currentTheme, () => null)
  const next: Theme = theme === 'dark' ? 'light' : 'dark'
  return (
    <Button
      variant="ghost"
      size="icon"
      data-testid="theme-toggle"
      aria-label={next === 'dark' ? t.themeToDark : t.themeToLight}
      disabled={theme === null}
      onClick={() => applyTheme(next)}
    >
      <Icon name={theme === 'dark' ? 'sun' : 'moon'} />
    </Button>
  )
}
