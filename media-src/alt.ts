/**
 * Alt text of every image of the pipeline, in both languages: a new source image without its
 * alt text here is a type error. Pages may pass their own, more specific alt text instead.
 */
import type { Localized } from '../content/locales'
import type { ImageName } from './manifest'

export const imageAlt: Record<ImageName, Localized<string>> = {
  'fjord-website': {
    nb: 'Illustrasjon av en nettside og en mobilskjerm foran fjell og en fjord i solnedgang',
    en: 'Illustration of a website and a phone screen in front of mountains and a fjord at sunset',
  },
  'growth-dashboard': {
    nb: 'Illustrasjon av et analysepanel med stigende kurve og søyler for trafikk og henvendelser',
    en: 'Illustration of an analytics dashboard with a rising curve and bars for traffic and enquiries',
  },
}
