/**
 * The editor's address: everything under /admin/ (its pages, its configuration, Decap's files and,
 * in the dev server, the local backend). No page of the site lives there, links there or loads
 * anything from there; the built site's `admin/` folder holds only the editor.
 */
export const adminBase = '/admin/'

/** The editor's folder in the built site (`dist/client/admin`). */
export const adminFolder = 'admin'

/** Whether a URL path is the editor's (`/admin`, `/admin/`, `/admin/en/`, `/admin/decap-cms.js`). */
export function isAdminPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith(adminBase)
}

/** The placeholders' names and values the editor's copy fields show, in the editor's folder. */
export const placeholdersFile = 'placeholders.json'

/** The editor's own widgets as one script (lib/editor/widgets/bundle.ts), in the editor's folder. */
export const widgetsFile = 'widgets.js'
