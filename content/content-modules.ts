/**
 * The content that bundles get as data (content/loader/vite-plugin.ts): the site's Vite build, the
 * story catalogue's and the compiled server's (scripts/build-server.ts).
 * - `facts` stands in for content/facts/facts.ts, so an island's strings or the server's mails that
 *   state a figure carry the figure, not the fact files' reader.
 * - `service-directory` stands in for content/pages/services/directory.ts, so the contact dialog and
 *   the service cards get each service's addresses, name, card and contact topic, not the loader.
 * - `case-studies` stands in for content/pages/case-studies/studies.ts, so a story that shows a
 *   case gets the case studies as data.
 * - `customer-cases` stands in for content/shared/customer-case-records.ts, the cases grid's cards.
 * - `testimonials` stands in for content/shared/testimonial-records.ts, so a story or an island's
 *   props get the quotes as data.
 * - `home`, `services-index` and `page-meta` stand in for the copy modules of content/pages/ that
 *   stories show (the home page's, the services index's, the page titles and descriptions).
 * - `jobs`, `job-template` and `services` are `virtual:content/...` modules for stories (types in
 *   types/).
 */
import { jobs, jobTemplate } from './careers/jobs.ts'
import { loadFacts } from './facts/facts.ts'
import { loadServiceDirectory } from './pages/services/directory.ts'
import { servicePages } from './pages/services/services.ts'
import { caseStudies } from './pages/case-studies/studies.ts'
import { testimonials } from './shared/testimonial-records.ts'
import { customerCases } from './shared/customer-case-records.ts'
import { homeCopy } from './pages/home.ts'
import { servicesIndex } from './pages/services-index.ts'
import { pageMeta } from './pages/meta.ts'
import type { ContentModule } from './loader/vite-plugin.ts'

export const bundledContent: Record<string, ContentModule> = {
  facts: { load: () => loadFacts(), standsIn: 'content/facts/facts.ts', sources: ['facts'] },
  'service-directory': {
    load: () => loadServiceDirectory(),
    standsIn: 'content/pages/services/directory.ts',
    sources: ['services', 'pages/services'],
  },
  'case-studies': {
    load: () => ({ caseStudies }),
    standsIn: 'content/pages/case-studies/studies.ts',
    sources: ['cases', 'facts', 'testimonials'],
  },
  'customer-cases': {
    load: () => ({ customerCases }),
    standsIn: 'content/shared/customer-case-records.ts',
    sources: ['cases', 'facts'],
  },
  testimonials: {
    load: () => ({ testimonials }),
    standsIn: 'content/shared/testimonial-records.ts',
    sources: ['testimonials'],
  },
  home: {
    load: () => ({ homeCopy }),
    standsIn: 'content/pages/home.ts',
    sources: ['pages', 'services', 'testimonials', 'cases', 'facts'],
  },
  'services-index': {
    load: () => ({ servicesIndex }),
    standsIn: 'content/pages/services-index.ts',
    sources: ['pages', 'services', 'facts'],
  },
  'page-meta': { load: () => ({ pageMeta }), standsIn: 'content/pages/meta.ts', sources: ['pages', 'facts'] },
  jobs: { load: () => jobs() },
  services: { load: () => servicePages() },
  'job-template': { load: () => jobTemplate() },
}
