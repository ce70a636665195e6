/**
 * Which illustration serves which page: one per purpose, never the same twice. Keys are route
 * ids of content/site/routes.ts (plus `feature`, a general feature image that is not the home hero,
 * and `service`, the picture of a service page whose file names no art of its own).
 * The scenes are drawn by scripts/media/illustrations.ts and served through the image pipeline
 * (media-src/manifest.ts), so `<Picture image={illustrationFor.about} ... />` gets AVIF,
 * WebP and JPEG at 480-1600 px with width and height; alt text is `imageAlt[name]`.
 *
 * Where they show: each page's hero (home, services index, every service page, contact, the
 * careers landing, text to speech; about and projects have theirs too), the services grid (each
 * card the service's own), and `feature` beside the "why us" rows of home and the service pages.
 * No page shows one twice (tests/e2e/layout.spec.ts).
 */
import type { ImageName } from './manifest.ts'

export const illustrationFor = {
  home: 'ill-home-hero',
  services: 'ill-services',
  about: 'ill-about',
  contact: 'ill-contact',
  projects: 'ill-projects',
  jobs: 'ill-careers',
  pluginTts: 'ill-tts',
  feature: 'ill-feature',
  service: 'ill-service',
} as const satisfies Record<string, ImageName>

export type IllustrationPurpose = keyof typeof illustrationFor

/**
 * The service pages' own illustrations, by the name a service file gives in `illustration`
 * (content/services/*.yml). A service without one shows `illustrationFor.service`.
 */
export const serviceArt = {
  'web-design': 'ill-web-design',
  'online-store': 'ill-online-store',
  seo: 'ill-seo',
  aeo: 'ill-aeo',
  'google-ads': 'ill-google-ads',
  linkedin: 'ill-linkedin',
  hosting: 'ill-hosting',
  app: 'ill-app',
} as const satisfies Record<string, ImageName>

/** A service page's picture: one of the services' own, or the general one. */
export type ServiceImage = (typeof serviceArt)[keyof typeof serviceArt] | (typeof illustrationFor)['service']

/** The illustration of a service page: its own, or the general one. */
export function serviceIllustration(name: string | undefined): ServiceImage {
  return name !== undefined && Object.hasOwn(serviceArt, name)
    ? serviceArt[name as keyof typeof serviceArt]
    : illustrationFor.service
}
