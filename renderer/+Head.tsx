import { usePageContext } from 'vike-react/usePageContext'
import { settings } from '../content/site/settings'
import { palette } from '../media-src/brand'
import { pathFor } from '../content/site/routes'
import { blogUi } from '../content/strings/blog'
import { headTags } from './head'
import { speculationRules } from './speculation'
import { themeScript } from './theme'

/** Server-rendered head tags of the first page a visitor opens (crawlers see every page this way). */
export default function Head() {
  const pageContext = usePageContext()
  const tags = headTags(pageContext)
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: themeScript }} />
      <script type="speculationrules" dangerouslySetInnerHTML={{ __html: speculationRules }} />
      {/* The browser's toolbar takes the page's background in each theme, so it runs on into the header. */}
      <meta name="theme-color" media="(prefers-color-scheme: light)" content={palette.light.bg} />
      <meta name="theme-color" media="(prefers-color-scheme: dark)" content={palette.dark.bg} />
      {/* The tab icon as PNG: the browser would parse an SVG icon as a document of its own, on the
          page's main thread, after every load. 32 px for 2x screens, 48 px for 3x. */}
      <link rel="icon" href="/icons/favicon-32.png" sizes="32x32" type="image/png" />
      <link rel="icon" href="/icons/favicon-48.png" sizes="48x48" type="image/png" />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
      <link rel="manifest" href="/site.webmanifest" />
      {tags.canonical ? <link rel="canonical" href={tags.canonical} /> : null}
      {tags.alternates.map((alt) => (
        <link key={alt.hrefLang} rel="alternate" hrefLang={alt.hrefLang} href={alt.href} />
      ))}
      <link
        rel="alternate"
        type="application/rss+xml"
        title={blogUi[pageContext.locale].rssTitle}
        href={`${pathFor('blog', pageContext.locale)}rss.xml`}
      />
      {tags.robots ? <meta name="robots" content={tags.robots} /> : null}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={settings.agencyName} />
      <meta property="og:locale" content={tags.og.locale} />
      <meta property="og:locale:alternate" content={tags.og.alternateLocale} />
      {tags.og.url ? <meta property="og:url" content={tags.og.url} /> : null}
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta name="twitter:title" content={tags.title} />
      <meta name="twitter:description" content={tags.description} />
      <meta name="twitter:image" content={tags.og.image} />
    </>
  )
}
