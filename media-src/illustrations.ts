/**
 * Which illustration serves which page: one per purpose, never the same twice. Keys are route
 * ids of content/site/routes.ts (plus `feature`, a general feature image that is not the home hero).
 * The scenes are drawn by scripts/media/illustrations.ts and served through the image pipeline
 * (media-src/manifest.ts), so `<Picture image={illustrationFor.serviceSeo} ... />` gets AVIF,
 * WebP and JPEG at 480-1600 px with width and height; alt text is `imageAlt[name]`.
 *
 * Where they show: each page's hero (home, services index, every service page, contact, the
 * careers landing, text to speech; about and projects have theirs too), the services grid (each
 * card the service's own), and `feature` beside the "why us" rows of home and the service pages.
 * No page shows one twice (tests/e2e/layout.spec.ts).
 */
import type { ServiceRouteId } from '../content/site/routes'
import type { ImageName } from './manifest'

export const illustrationFor = {
  home: 'ill-home-hero',
  services: 'ill-services',
  about: 'ill-about',
  contact: 'ill-contact',
  projects: 'ill-projects',
  jobs: 'ill-careers',
  pluginTts: 'ill-tts',
  feature: 'ill-feature',
  serviceWebDesign: 'ill-web-design',
  serviceOnlineStore: 'ill-online-store',
  serviceSeo: 'ill-seo',
  serviceAeo: 'ill-aeo',
  serviceGoogleAds: 'ill-google-ads',
  serviceLinkedIn: 'ill-linkedin',
  serviceHosting: 'ill-hosting',
  serviceApp: 'ill-app',
} as const satisfies Record<string, ImageName> & Record<ServiceRouteId, ImageName>

export type IllustrationPurpose = keyof typeof illustrationFor
