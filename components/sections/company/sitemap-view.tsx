import type { ReactNode } from 'react'
import { columns, type SitemapSections } from '../../../lib/feeds/sitemap-sections'
import { sitemapUi, type SitemapUi } from '../../../content/strings/sitemap'
import { useStrings } from '../../../renderer/locale'
import { Section } from '../../ui/section'

type Labels = Record<string, string>

function humanize(path: string): string {
  const last = path.split('/').filter(Boolean).pop() ?? path
  const words = decodeURIComponent(last).replace(/-/g, ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

function LinkList({ paths, labels }: { paths: readonly string[]; labels: Labels }) {
  return (
    <ul className="mt-3 space-y-2">
      {paths.map((path) => (
        <li key={path}>
          <a href={path} className="text-fg underline-offset-4 hover:text-primary hover:underline">
            {labels[path] ?? humanize(path)}
          </a>
        </li>
      ))}
    </ul>
  )
}

function Group({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`sitemap-${id}`} data-sitemap-section={id}>
      <h2 id={`sitemap-${id}`} className="text-h3 text-fg">
        {title}
      </h2>
      {children}
    </section>
  )
}

function FullView({ sections, labels, t }: { sections: SitemapSections; labels: Labels; t: SitemapUi }) {
  const rest = [
    ['about', t.about, sections.about],
    ['contact', t.contact, sections.contact],
    ['privacy', t.privacy, sections.privacy],
    ['sitemap', t.sitemap, sections.sitemap],
    ['home', t.home, sections.home],
    ['other', t.other, sections.other],
  ] as const
  return (
    <div data-testid="sitemap-full" className="space-y-14">
      <div className="grid gap-10 md:grid-cols-3">
        <Group id="services" title={t.services}>
          <LinkList paths={sections.services} labels={labels} />
        </Group>
        <Group id="plugins" title={t.plugins}>
          <LinkList paths={sections.plugins} labels={labels} />
        </Group>
        <Group id="blog" title={t.blog}>
          <LinkList paths={sections.blog.index} labels={labels} />
          <h3 className="mt-5 font-semibold text-fg-muted">{t.blogCategories}</h3>
          <LinkList paths={sections.blog.categories} labels={labels} />
        </Group>
      </div>
      <Group id="posts" title={t.popularPosts}>
        <div className="grid gap-x-10 md:grid-cols-3" data-testid="sitemap-post-columns">
          {columns(sections.blog.posts, 3).map((column, i) => (
            <LinkList key={i} paths={column} labels={labels} />
          ))}
        </div>
      </Group>
      <div className="grid gap-10 sm:grid-cols-2 md:grid-cols-3">
        {rest
          .filter(([, , paths]) => paths.length > 0)
          .map(([id, title, paths]) => (
            <Group key={id} id={id} title={title}>
              <LinkList paths={paths} labels={labels} />
            </Group>
          ))}
      </div>
    </div>
  )
}

/**
 * The sitemap page's body: every page /sitemap.xml lists, by section, rendered at build time from
 * the same entries the file is written from (lib/feeds/sitemap.ts), so it needs no script.
 */
export function SitemapView({ sections, labels }: { sections: SitemapSections; labels: Labels }) {
  const t = useStrings(sitemapUi)
  return (
    <Section data-slot="sitemap-view">
      <FullView sections={sections} labels={labels} t={t} />
    </Section>
  )
}
