import { jobOpenings } from '../../content/jobs'
import { prerenderPaths } from '../../content/pages'
import { pathFor } from '../../content/routes'

export const onBeforePrerenderStart = () => [
  ...prerenderPaths('job'),
  // The English site also answers at the Norwegian slug (decisions.md, job pages).
  ...jobOpenings.map((job) => pathFor('job', 'en', { slug: job.slug.nb })),
]
