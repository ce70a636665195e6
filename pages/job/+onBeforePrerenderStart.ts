import { jobOpenings } from '../../content/jobs'
import { locales } from '../../content/locales'
import { pathFor } from '../../content/routes'

export const onBeforePrerenderStart = () => [
  ...jobOpenings.flatMap((job) => locales.map((locale) => pathFor('job', locale, { slug: job.slug[locale] }))),
  // The English site also answers at the Norwegian slug (decisions.md, job pages).
  ...jobOpenings.map((job) => pathFor('job', 'en', { slug: job.slug.nb })),
]
