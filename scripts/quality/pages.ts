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

/**
 * The pages the performance gate audits (./lighthouse.ts): one of each kind above, the kinds taking
 * turns between the languages. A page and its twin share their template, scripts and styles; what
 * differs between them (the script each loads) the end-to-end tests measure on all ten. Five pages
 * instead of ten halve the runs of the gate's three rounds (ten pages took 4.6 min on a quiet
 * machine; five took 3.7 min beside a loop of builds).
 */
export const gatedPages = measuredPages.filter((_, i) => i % 4 === 0 || i % 4 === 3)
