/**
 * The content that bundles get as data (content/loader/vite-plugin.ts): the site's Vite build, the
 * story catalogue's and the compiled server's (scripts/build-server.ts).
 * - `contact-details` stands in for content/site/contact-details.ts, the phone, e-mail and offices'
 *   addresses that content/site/settings.ts gives every bundle.
 * - `facts` stands in for content/facts/facts.ts, so an island's strings or the server's mails that
 *   state a figure carry the figure, not the fact files' reader.
 * - `service-directory` stands in for content/pages/services/directory.ts, so the contact dialog and
 *   the service cards get each service's addresses, name, card and contact topic, not the loader.
 * - `case-studies` stands in for content/pages/case-studies/studies.ts, so a story that shows a
 *   case gets the case studies as data.
 * - `customer-cases` stands in for content/shared/customer-case-records.ts, the cases grid's cards.
 * - `brands` stands in for content/facts/brands.ts, the customers' names and logos (a story's trust strip).
 * - `projects` stands in for content/pages/projects.ts, the projects page's showcase and copy.
 * - `testimonials` stands in for content/shared/testimonial-records.ts, so a story or an island's
 *   props get the quotes as data.
 * - `tts-page` and `plugins-page` stand in for content/pages/tts-page.ts and plugins.ts, so the
 *   stories of the plugin sections get the pages' copy as data.
 * - `legal-documents` stands in for content/pages/legal/documents.ts, so the legal document's story
 *   gets the four documents as data.
 * - `team` stands in for content/shared/team.ts, `about` for content/pages/about.ts and `contact`
 *   for content/pages/contact.ts, so a story of the about or contact page's sections gets the
 *   people and the copy as data.
 * - `layout-copy` stands in for content/pages/layout.ts, the copy every page shares (the footer's line,
 *   the trust strip's claim, the closing band's line), which the stories of sections show.
 * - `careers` stands in for content/pages/careers/careers.ts, the careers pages' copy, labels and
 *   benefits, which the careers sections' stories and the compiled server (server/static.ts) import.
 * - `home`, `services-index` and `page-meta` stand in for the copy modules of content/pages/ that
 *   stories show (the home page's, the services index's, the page titles and descriptions).
 * - `jobs`, `job-template` and `services` are `virtual:content/...` modules for stories (types in
 *   types/).
 *
 * Each module's loader is imported when a bundle first asks for that module, not when this file is
 * imported: Vite loads its config file (which imports this one) several times a build, each time
 * with fresh modules, and the loaders read and check every content file when they load.
 */
import type { ContentModule } from './loader/vite-plugin.ts'

/** The named exports of a module that a stand-in carries (a module's other exports stay out). */
function pick<Module extends object, Name extends keyof Module & string>(
  module: Module,
  ...names: Name[]
): Pick<Module, Name> {
  return Object.fromEntries(names.map((name) => [name, module[name]])) as Pick<Module, Name>
}

export const bundledContent: Record<string, ContentModule> = {
  'contact-details': {
    load: async () => pick(await import('./site/contact-details.ts'), 'contactDetails'),
    standsIn: 'content/site/contact-details.ts',
    sources: ['site/contact.yml'],
  },
  facts: {
    load: async () => (await import('./facts/facts.ts')).loadFacts(),
    standsIn: 'content/facts/facts.ts',
    sources: ['facts', 'cases'],
  },
  'service-directory': {
    load: async () => (await import('./pages/services/directory.ts')).loadServiceDirectory(),
    standsIn: 'content/pages/services/directory.ts',
    sources: ['services', 'pages/services'],
  },
  'case-studies': {
    load: async () => pick(await import('./pages/case-studies/studies.ts'), 'caseStudies'),
    standsIn: 'content/pages/case-studies/studies.ts',
    sources: ['cases', 'facts', 'testimonials'],
  },
  'customer-cases': {
    load: async () => pick(await import('./shared/customer-case-records.ts'), 'customerCases'),
    standsIn: 'content/shared/customer-case-records.ts',
    sources: ['cases', 'facts'],
  },
  brands: {
    load: async () => pick(await import('./facts/brands.ts'), 'reviewLogos'),
    standsIn: 'content/facts/brands.ts',
    sources: ['customers.yml'],
  },
  projects: {
    load: async () => pick(await import('./pages/projects.ts'), 'projects', 'projectsPage'),
    standsIn: 'content/pages/projects.ts',
    sources: ['cases', 'customers.yml', 'facts'],
  },
  testimonials: {
    load: async () => pick(await import('./shared/testimonial-records.ts'), 'testimonials'),
    standsIn: 'content/shared/testimonial-records.ts',
    sources: ['testimonials'],
  },
  'tts-page': {
    load: async () => pick(await import('./pages/tts-page.ts'), 'ttsPage', 'ttsProductName', 'introVideoFacts'),
    standsIn: 'content/pages/tts-page.ts',
    sources: ['pages', 'facts'],
  },
  'plugins-page': {
    load: async () => pick(await import('./pages/plugins.ts'), 'pluginsPage'),
    standsIn: 'content/pages/plugins.ts',
    sources: ['pages', 'facts'],
  },
  'legal-documents': {
    load: async () =>
      pick(
        await import('./pages/legal/documents.ts'),
        'privacyPolicy',
        'termsAndConditions',
        'refundPolicy',
        'accessibilityStatement',
      ),
    standsIn: 'content/pages/legal/documents.ts',
    sources: ['pages/legal', 'facts'],
  },
  team: {
    load: async () => pick(await import('./shared/team.ts'), 'team'),
    standsIn: 'content/shared/team.ts',
    sources: ['team', 'facts'],
  },
  about: {
    load: async () => pick(await import('./pages/about.ts'), 'aboutPage'),
    standsIn: 'content/pages/about.ts',
    sources: ['pages', 'facts', 'services'],
  },
  contact: {
    load: async () =>
      pick(
        await import('./pages/contact.ts'),
        'contactLinksHeading',
        'contactLinks',
        'contactOffices',
        'contactPerson',
      ),
    standsIn: 'content/pages/contact.ts',
    sources: ['pages', 'facts', 'team'],
  },
  'layout-copy': {
    load: async () => pick(await import('./pages/layout.ts'), 'layoutCopy'),
    standsIn: 'content/pages/layout.ts',
    sources: ['pages', 'facts'],
  },
  careers: {
    load: async () =>
      pick(
        await import('./pages/careers/careers.ts'),
        'careersCopy',
        'careersPageStrings',
        'officeMapUrl',
        'jobNotFoundSlug',
      ),
    standsIn: 'content/pages/careers/careers.ts',
    sources: ['pages', 'careers', 'services', 'facts'],
  },
  home: {
    load: async () => pick(await import('./pages/home.ts'), 'homeCopy'),
    standsIn: 'content/pages/home.ts',
    sources: ['pages', 'services', 'testimonials', 'cases', 'facts'],
  },
  'services-index': {
    load: async () => pick(await import('./pages/services-index.ts'), 'servicesIndex'),
    standsIn: 'content/pages/services-index.ts',
    sources: ['pages', 'services', 'facts'],
  },
  'page-meta': {
    load: async () => pick(await import('./pages/meta.ts'), 'pageMeta'),
    standsIn: 'content/pages/meta.ts',
    sources: ['pages', 'facts'],
  },
  jobs: { load: async () => (await import('./careers/jobs.ts')).jobs() },
  services: { load: async () => (await import('./pages/services/services.ts')).servicePages() },
  'job-template': { load: async () => (await import('./careers/jobs.ts')).jobTemplate() },
}
