import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { findCaseStudy, nextCaseStudy } from '../../content/pages/case-studies'
import { caseStudyJsonLd } from '../../lib/structured-data/case-studies'
import { pageMeta } from '../../content/pages/meta'
import { projectsPage } from '../../content/pages/projects'
import { pathFor } from '../../content/site/routes'
import { ui } from '../../content/strings/layout'
import type { BaseData } from '../../renderer/types'

/** A case study; a slug without a case is the site's 404. */
export const data = (pageContext: PageContextServer) => {
  const { locale } = pageContext
  const study = findCaseStudy(locale, pageContext.routeParams.slug ?? '')
  if (!study) throw render(404)
  const trail = [
    { name: ui[locale].layout.home, path: pathFor('home', locale) },
    { name: pageMeta.projects[locale].title, path: pathFor('projects', locale) },
    { name: study.client, path: study.path },
  ]
  return {
    meta: { title: `${study.client}: ${study.title}`, description: study.summary },
    twinParams: study.twinParams,
    study,
    next: nextCaseStudy(locale, study.id),
    crumbs: trail.map((crumb) => ({ name: crumb.name, href: crumb.path })),
    cta: projectsPage[locale].cta,
    jsonLd: caseStudyJsonLd(locale, study, trail),
  } satisfies BaseData & Record<string, unknown>
}
export type Data = Awaited<ReturnType<typeof data>>
