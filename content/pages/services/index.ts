/** The copy of every service page, by route id. Pages read it in +data (server side only). */
import type { Locale } from '../../site/locales'
import type { ServiceRouteId } from '../../site/routes'
import type { ServicePageCopy } from '../../types'
import { aeoCopy } from './aeo'
import { appCopy } from './app'
import { googleAdsCopy } from './google-ads'
import { hostingCopy } from './hosting'
import { linkedInCopy } from './linkedin'
import { onlineStoreCopy } from './online-store'
import { seoCopy } from './seo'
import { webDesignCopy } from './web-design'

export const servicePages: Record<ServiceRouteId, Record<Locale, ServicePageCopy>> = {
  serviceWebDesign: webDesignCopy,
  serviceOnlineStore: onlineStoreCopy,
  serviceSeo: seoCopy,
  serviceAeo: aeoCopy,
  serviceGoogleAds: googleAdsCopy,
  serviceLinkedIn: linkedInCopy,
  serviceHosting: hostingCopy,
  serviceApp: appCopy,
}

export function servicePage(id: ServiceRouteId, locale: Locale): ServicePageCopy {
  return servicePages[id][locale]
}
