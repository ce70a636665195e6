/**
 * Which illustration serves which page: one per purpose, never the same twice. Keys are route
 * ids of content/site/routes.ts (plus `feature`, a general feature image that is not the home hero,
 * and `service`, the picture of a service page whose file names no art of its own).
 * The scenes are drawn by scripts/media/illustrations.ts and served through the image pipeline
 * (media-src/manifest.ts), so `<Picture image={illustrationFor.about} ... />` gets AVIF,
 * WebP and JPEG at 480-1600 px with width and height; alt text is `imageAlt[name]`.
 *
 * Where they show: each page's hero (home, services index, contact, the careers landing, text to
 * speech; about and projects have theirs too; a service page without art of its own), and
 * `feature` beside the "why us" rows of home and the service pages. A service's own illustration
 * is not here: it is an image of content, `content/media/services/<name>.svg`, named with its alt
 * text by the service's file (content/services/*.yml `illustration`), and shows in the page's hero
 * and on the service's card in the services grid.
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
