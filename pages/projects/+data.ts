import type { PageContextServer } from 'vike/types'
import { breadcrumbList, organization, webPage, absoluteUrl, imageUrl } from '../../lib/structured-data/company'
import { projects, projectsPage } from '../../content/pages/projects'
import { pathFor } from '../../content/site/routes'
import { staticPageData } from '../../renderer/routing'

export const data = (pageContext: PageContextServer) => {
  const base = staticPageData(pageContext)
  const { locale } = pageContext
  const list = projects[locale]
  const url = absoluteUrl(pathFor('projects', locale))
  return {
    ...base,
    projects: list,
    copy: projectsPage[locale],
    jsonLd: [
      webPage(
        locale,
        'projects',
        {
          mainEntity: {
            '@type': 'ItemList',
            numberOfItems: list.length,
            itemListElement: list.map((project) => ({
              '@type': 'ListItem',
              position: project.step,
              item: {
                '@type': 'CreativeWork',
                '@id': `${url}#${project.id}`,
                name: `${project.client}: ${project.title}`,
                description: project.result,
                image: imageUrl(project.image.image),
              },
            })),
          },
        },
        'CollectionPage',
      ),
      organization(locale),
      breadcrumbList(locale, ['projects']),
    ],
  }
}
export type Data = Awaited<ReturnType<typeof data>>
