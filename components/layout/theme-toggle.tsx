import { useEffect, useState } from 'react'
import { applyTheme, currentTheme, type Theme } from '../../renderer/theme'
import { useUi } from '../../renderer/locale'
import { Button } from '../ui/button'
import { Icon } from '../ui/icon'

/** Switches between light and dark; the server-rendered HTML does not know the theme, so it waits for hydration. */
export function ThemeToggle() {
  const t = useUi().header
  const [theme, setTheme] = useState<Theme | null>(null)
  useEffect(() => setTheme(currentTheme()), [])
  const next: Theme = theme === 'dark' ? 'light' : 'dark'
  return (
    <Button
      variant="ghost"
      size="icon"
      data-testid="theme-toggle"
      aria-label={next === 'dark' ? t.themeToDark : t.themeToLight}
      disabled={theme === null}
      onClick={() => {
        applyTheme(next)
        setTheme(next)
      }}
    >
      <Icon name={theme === 'dark' ? 'sun' : 'moon'} />
    </Button>
  )
}
