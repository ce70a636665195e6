import { blogUi } from '../../../content/strings/blog'
import type { TeaserData } from '../../../lib/blog/selection'
import { useStrings } from '../../../renderer/locale'
import { Icon } from '../../ui/icon'
import { Section } from '../../ui/section'
import { BlogPostGrid } from './blog-post-grid'

type BlogTeaserProps = {
  /** The page's blog type (`blogs_AI`, `blogs_SEO`, `blogs_ecommerce`, `blogs_Annet` ...). */
  blogType: string | null | undefined
  /** The 3 newest posts of that type, from blogTeaserData() in the page's +data.ts. */
  posts: readonly TeaserData['posts'][number][] | null | undefined
  /** The "View all" link, from the same blogTeaserData() call. */
  viewAllHref: string
  /** Replaces the default heading ("Latest from the blog"). */
  heading?: string
  /** Anchor of the section. */
  id?: string
}

/**
 * The 3 newest posts of a blog type. Without a blog type or without posts it renders
 * nothing and logs the error: a wrong or empty list is a content fault to fix, not a reason to
 * break the page. Wire it with
 * `<BlogTeaser {...blogTeaserData(locale, blogType)} />`, the data read in +data.ts.
 */
export function BlogTeaser({ blogType, posts, viewAllHref, heading, id }: BlogTeaserProps) {
  const t = useStrings(blogUi)
  if (!blogType) {
    console.error('BlogTeaser: missing blog type')
    return null
  }
  if (!posts || posts.length === 0) {
    console.error(`BlogTeaser: blog data not found for ${blogType}`)
    return null
  }
  const headingId = `blog-teaser-${blogType.toLowerCase()}`
  return (
    <Section id={id} tone="muted" aria-labelledby={headingId} data-slot="blog-teaser" data-blog-type={blogType}>
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id={headingId} className="text-h2 text-fg">
            {heading ?? t.teaserHeading}
          </h2>
          <p className="mt-2 max-w-prose text-fg-muted">{t.teaserLead}</p>
        </div>
        <a
          href={viewAllHref}
          className="inline-flex items-center gap-1 font-semibold text-primary underline-offset-4 hover:underline"
        >
          {t.viewAll}
          <Icon name="arrowRight" />
        </a>
      </div>
      <BlogPostGrid posts={posts.slice(0, 3)} headingLevel={3} imageSize="card" />
    </Section>
  )
}
