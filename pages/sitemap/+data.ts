import type { PageContextServer } from 'vike/types'
import { findCategory } from '../../content/blog/categories'
import { brandName } from '../../content/facts/brands'
import { caseStudyIdAt } from '../../content/pages/case-studies/slugs'
import { findPost } from '../../lib/blog/posts'
import { findJob } from '../../content/careers/jobs'
import { findService } from '../../content/pages/services/services'
import { pageMeta, type StaticRouteId } from '../../content/pages/meta'
import { sitePages } from '../../content/site/pages'
import { sitemapEntries, sitemapPathsOf } from '../../lib/feeds/sitemap'
import { groupSitemap } from '../../lib/feeds/sitemap-sections'
import { staticPageData } from '../../renderer/routing'

/** The link text of every page of the locale. */
function pageLabels(locale: 'nb' | 'en'): Record<string, string> {
  const labels: Record<string, string> = {}
  for (const page of sitePages()) {
    if (page.locale !== locale) continue
    const params = page.twinParams[locale]
    if (page.id === 'blogPost') {
      const post = findPost(locale, params.category ?? '', params.slug ?? '')
      if (post) labels[page.path] = post.title
    } else if (page.id === 'blogCategory') {
      const category = findCategory(locale, params.category ?? '')
      if (category) labels[page.path] = category.name[locale]
    } else if (page.id === 'service') {
      const service = findService(locale, params.slug ?? '')
      if (service) labels[page.path] = service[locale].meta.title
    } else if (page.id === 'job') {
      const job = findJob(locale, params.slug ?? '')
      if (job) labels[page.path] = job[locale].title
    } else if (page.id === 'projectCase') {
      const study = caseStudyIdAt(locale, params.slug ?? '')
      if (study) labels[page.path] = `${pageMeta.projects[locale].title}: ${brandName(study)}`
    } else {
      labels[page.path] = pageMeta[page.id as StaticRouteId][locale].title
    }
  }
  return labels
}

export const data = (pageContext: PageContextServer) => ({
  ...staticPageData(pageContext),
  sections: groupSitemap(sitemapPathsOf(sitemapEntries(sitePages()), pageContext.locale), pageContext.locale),
  labels: pageLabels(pageContext.locale),
})
export type Data = Awaited<ReturnType<typeof data>>
