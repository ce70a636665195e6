/** Which pages the header and footer link to, in order. Labels come from content/strings/layout.ts. */
import type { RouteId } from './routes.ts'
import type { UiStrings } from '../strings/layout.ts'

export type NavItem = { to: RouteId; label: keyof UiStrings['nav']; hash?: string }

export const mainNavigation: readonly NavItem[] = [
  { to: 'services', label: 'services' },
  { to: 'projects', label: 'projects' },
  { to: 'about', label: 'about' },
  { to: 'blog', label: 'blog' },
  { to: 'jobs', label: 'jobs' },
  { to: 'contact', label: 'contact' },
]

export const footerShortcuts: readonly NavItem[] = [
  { to: 'services', label: 'services' },
  { to: 'projects', label: 'projects' },
  { to: 'plugins', label: 'plugins' },
  { to: 'blog', label: 'blog' },
  { to: 'jobs', label: 'jobs' },
  { to: 'portal', label: 'portal' },
]
