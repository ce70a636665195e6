import { useData } from 'vike-react/useData'
import { Island } from '../../components/islands/island'
import SearchPage from '../../components/search/search-page.island'
import { searchPageAttribute } from '../../components/search/search-start'
import { PageHero } from '../../components/sections/shared/page-hero'
import { Link } from '../../components/ui/link'
import { Section } from '../../components/ui/section'
import { searchStrings } from '../../content/strings/search'
import { useStrings } from '../../renderer/locale'
import type { Data } from './+data'

/**
 * The search page: where the search form sends its query (`?q=`), so search works as a form and
 * a search can be shared. Results need the page's script (the index is searched in the browser).
 */
export default function Page() {
  const { meta } = useData<Data>()
  const t = useStrings(searchStrings)
  return (
    <>
      <PageHero title={meta.title} lead={meta.description} />
      <Section>
        <div className="max-w-3xl" {...{ [searchPageAttribute]: '' }}>
          <Island component={SearchPage} props={{}} hydrate="load" />
          <noscript>
            <p className="mt-4 text-fg">
              {t.noScript.before}
              <Link to="sitemap">{t.noScript.sitemap}</Link>
              {t.noScript.after}
            </p>
          </noscript>
        </div>
      </Section>
    </>
  )
}
