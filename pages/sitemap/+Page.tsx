import { useData } from 'vike-react/useData'
import { PageHero } from '../../components/sections/shared/page-hero'
import { SitemapView } from '../../components/sections/company/sitemap-view'
import { pathFor } from '../../content/site/routes'
import { locales, otherLocale } from '../../content/site/locales'
import { ui } from '../../content/strings/layout'
import { sitemapUi } from '../../content/strings/sitemap'
import { useLocale, useStrings } from '../../renderer/locale'
import type { Data } from './+data'

export default function Page() {
  const { meta, sections, labels } = useData<Data>()
  const t = useStrings(sitemapUi)
  const locale = useLocale()
  return (
    <>
      <PageHero title={meta.title} lead={meta.description}>
        <nav aria-label={t.languages} className="flex gap-2" data-testid="sitemap-languages">
          {locales.map((target) => (
            <a
              key={target}
              href={pathFor('sitemap', target)}
              hrefLang={target}
              lang={target}
              aria-current={target === locale ? 'page' : undefined}
              className="inline-flex h-11 items-center rounded-control border border-border px-5 font-semibold text-fg hover:bg-surface aria-[current=page]:border-primary aria-[current=page]:bg-primary aria-[current=page]:text-primary-fg"
            >
              {/* Each language named in itself: the other locale's switcher label. */}
              {ui[otherLocale(target)].header.otherLanguageName}
            </a>
          ))}
        </nav>
      </PageHero>
      <SitemapView sections={sections} labels={labels} />
    </>
  )
}
