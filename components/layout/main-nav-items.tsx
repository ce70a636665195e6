import { mainNavigation } from '../../content/site/navigation'
import type { RouteId } from '../../content/site/routes'
import { useUi } from '../../renderer/locale'
import { Link } from '../ui/link'

/** The main navigation's items, the current page marked: the header's row and the mobile menu list them. */
export function MainNavItems({ currentRoute, linkClassName }: { currentRoute: RouteId | null; linkClassName: string }) {
  const t = useUi()
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
