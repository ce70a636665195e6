import { jobs } from '../../content/careers/jobs'
import { prerenderPaths } from '../../content/site/pages'
import { pathFor } from '../../content/site/routes'
import { jobNotFoundSlug } from '../../content/pages/careers/careers'

export const onBeforePrerenderStart = () => [
  ...prerenderPaths('job'),
  // The English site also answers at the Norwegian slug, so a Norwegian job link opened with /en/
  // in front still shows the job; its canonical link and, once loaded, its address are the English slug.
  ...jobs().map((job) => pathFor('job', 'en', { slug: job.nb.slug })),
  // The not-found view per language, served with status 404 for unknown job paths.
  pathFor('job', 'nb', { slug: jobNotFoundSlug }),
  pathFor('job', 'en', { slug: jobNotFoundSlug }),
]
