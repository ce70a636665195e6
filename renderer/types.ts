import type { Locale } from '../content/site/locales'
import type { RouteMatch, RouteParams } from '../content/site/routes'
import type { PageMeta } from '../content/pages/meta'

/** What every page's +data returns at least; the layout and head tags read it. */
export type BaseData = {
  meta: PageMeta
  /** Parameter values of the page's twin in each locale (parameterised routes only). */
  twinParams?: Record<Locale, RouteParams> | undefined
  /** An indexable page can still opt out, e.g. the job not-found view. */
  noindex?: boolean
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Vike {
    interface PageContext {
      locale: Locale
      /** The route table entry this URL matched, or null for an unknown path. */
      route: RouteMatch | null
      data?: BaseData
    }
  }
}

export {}
