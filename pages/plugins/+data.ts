import type { PageContextServer } from 'vike/types'
import { absoluteUrl, breadcrumbList, organization, webPage } from '../../lib/structured-data/company'
import { ttsPlugin } from '../../content/facts/facts'
import { pluginsPage } from '../../content/pages/plugins'
import { pathFor } from '../../content/site/routes'
import { staticPageData } from '../../renderer/routing'

export const data = (pageContext: PageContextServer) => {
  const base = staticPageData(pageContext)
  const { locale } = pageContext
  const copy = pluginsPage[locale]
  return {
    ...base,
    copy,
    rating: ttsPlugin.rating,
    jsonLd: [
      webPage(
        locale,
        'plugins',
        {
          mainEntity: {
            '@type': 'ItemList',
            numberOfItems: copy.plugins.length,
            itemListElement: copy.plugins.map((plugin, i) => ({
              '@type': 'ListItem',
              position: i + 1,
              name: plugin.name,
              url: absoluteUrl(pathFor(plugin.page, locale)),
            })),
          },
        },
        'CollectionPage',
      ),
      organization(locale),
      breadcrumbList(locale, ['plugins']),
    ],
  }
}
export type Data = Awaited<ReturnType<typeof data>>
