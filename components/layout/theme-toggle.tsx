import { themeToggleAttribute } from './header-start'
import { useStrings } from '../../renderer/locale'
import { Button } from '../ui/button'
import { Icon } from '../ui/icon'
import { ui } from '../../content/strings/layout'

/**
 * Switches between light and dark. The theme lives on <html> (set before first paint by the head
 * script), so the button needs no state: CSS shows the icon and the label that fit the current
 * theme (`dark:` variants), right in the prerendered HTML, and the page's first script handles a
 * click (`data-theme-toggle`, ./header-start.ts), reading the theme from the page.
 */
export function ThemeToggle() {
  const t = useStrings(ui).header
  return (
    <Button variant="ghost" size="icon" data-testid="theme-toggle" {...{ [themeToggleAttribute]: '' }}>
      <Icon name="moon" className="dark:hidden" />
      <Icon name="sun" className="hidden dark:block" />
      <span className="sr-only dark:hidden">{t.themeToDark}</span>
      <span className="sr-only hidden dark:inline">{t.themeToLight}</span>
    </Button>
  )
}
