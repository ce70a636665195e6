/**
 * The page the editor's preview shows for each kind of content: the page of the entry itself (a
 * service, a case study, a job, a post) at the address its draft gives it, or the page that shows
 * the file (the home page for its copy, About for the team and the testimonials, a service page for
 * the prices). Every file and folder the editor offers has one; a test keeps it so.
 */
import type { Locale } from '../../../content/site/locale-list.ts'
import { pathFor, type RouteId } from '../../../content/site/routes.ts'

/**
 * Where a draft is shown: a route, with its parameters read from the draft (`fromDraft`), or from
 * the first entry of a folder whose page the file feeds (`firstOf`: the job ad's template is shown
 * on a job's page).
 */
export type PreviewPage =
  | { route: RouteId }
  | { route: RouteId; fromDraft: (draft: Record<string, unknown>) => Record<string, string> }
  | { route: RouteId; firstOf: string; param: string }

const bySlug = (draft: Record<string, unknown>) => ({ slug: String(draft.slug ?? '') })

/** A post's page: its category's address and its own, from its front matter. */
const post: PreviewPage = {
  route: 'blogPost',
  fromDraft: (draft) => ({ category: String(draft.categoryslug ?? ''), slug: String(draft.blogslug ?? '') }),
}

/** By the content path of a folder (`services`) or of a file (`pages/home.yml`), from the content root. */
export const previewPages: Record<string, PreviewPage> = {
  services: { route: 'service', fromDraft: bySlug },
  cases: { route: 'projectCase', fromDraft: bySlug },
  jobs: { route: 'job', fromDraft: bySlug },
  'blog/posts/nb': post,
  'blog/posts/en': post,
  team: { route: 'about' },
  testimonials: { route: 'about' },
  'customers.yml': { route: 'projects' },
  'facts/prices.yml': { route: 'service', firstOf: 'services', param: 'slug' },
  'facts/agency.yml': { route: 'home' },
  'facts/plugin.yml': { route: 'pluginTts' },
  'facts/legal.yml': { route: 'privacy' },
  'careers/benefits.yml': { route: 'jobs' },
  'careers/job-template.yml': { route: 'job', firstOf: 'jobs', param: 'slug' },
  'pages/about.yml': { route: 'about' },
  'pages/careers.yml': { route: 'jobs' },
  'pages/contact-thanks.yml': { route: 'contactThanks' },
  'pages/contact.yml': { route: 'contact' },
  'pages/home.yml': { route: 'home' },
  'pages/layout.yml': { route: 'home' },
  'pages/meta.yml': { route: 'blog' },
  'pages/legal/accessibility.yml': { route: 'accessibility' },
  'pages/legal/privacy.yml': { route: 'privacy' },
  'pages/legal/refund.yml': { route: 'pluginRefund' },
  'pages/legal/terms.yml': { route: 'terms' },
  'pages/plugins.yml': { route: 'plugins' },
  'pages/projects.yml': { route: 'projects' },
  'pages/services-index.yml': { route: 'services' },
  'pages/services/service-template.yml': { route: 'service', firstOf: 'services', param: 'slug' },
  'pages/tts.yml': { route: 'pluginTts' },
  'site/contact.yml': { route: 'contact' },
}

/** The language of a folder of one language's files (`blog/posts/en`), if it is one. */
export function folderLanguage(contentPath: string, languages: readonly Locale[]): Locale | undefined {
  const last = contentPath.split('/').at(-1)
  return languages.find((language) => language === last)
}

/**
 * The address of the page that shows a draft, in a language. `firstSlug` gives the slug of a
 * folder's first entry in that language, for a file shown on an entry's page. Undefined when the
 * draft does not yet say where its page is (a new entry with no address yet).
 */
export function previewPath(
  page: PreviewPage,
  draft: Record<string, unknown>,
  locale: Locale,
  firstSlug: (folder: string, locale: Locale) => string | undefined,
): string | undefined {
  let params: Record<string, string> = {}
  if ('fromDraft' in page) params = page.fromDraft(draft)
  if ('firstOf' in page) {
    const slug = firstSlug(page.firstOf, locale)
    if (slug === undefined) return undefined
    params = { [page.param]: slug }
  }
  if (Object.values(params).some((value) => value === '')) return undefined
  return pathFor(page.route, locale, params)
}
