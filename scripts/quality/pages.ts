/**
 * The pages the speed checks measure: one of each content page kind (home, a service page, the
 * text-to-speech page, a blog post and a job page), in both languages. Lighthouse audits them
 * (./lighthouse.ts); the end-to-end tests and `npm run bench` measure the script they load.
 */
export const measuredPages = [
  '/',
  '/en/',
  '/tjenester/webdesign/',
  '/en/services/web-design/',
  '/wordpress-plugins/tekst-til-tale/',
  '/en/wordpress-plugins/text-to-speech/',
  '/blogg/seo/hva-er-seo/',
  '/en/blog/seo/what-is-seo/',
  '/stillinger/seo-aeo-ekspert/',
  '/en/jobs/seo-aeo-expert/',
] as const
