import { mainNavigation } from '../../content/site/navigation'
import type { RouteId } from '../../content/site/routes'
import { useStrings } from '../../renderer/locale'
import { Link } from '../ui/link'
import { ui } from '../../content/strings/layout'

/** The main navigation's items, the current page marked: the header's row and the mobile menu list them. */
export function MainNavItems({ currentRoute, linkClassName }: { currentRoute: RouteId | null; linkClassName: string }) {
  const t = useStrings(ui)
  return mainNavigation.map((item) => (
    <li key={item.to}>
      <Link
        to={item.to}
        variant="plain"
        aria-current={currentRoute === item.to ? 'page' : undefined}
        className={linkClassName}
      >
        {t.nav[item.label]}
      </Link>
    </li>
  ))
}
