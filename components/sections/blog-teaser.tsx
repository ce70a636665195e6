import { blogCategories } from '../../content/blog/categories'
import { categoryOfBlogType } from '../../content/blog/blog-types'
import type { PostSummary } from '../../content/blog/types'
import { blogUi } from '../../content/ui-blog'
import { useLocale } from '../../renderer/locale'
import { Icon } from '../ui/icon'
import { Link } from '../ui/link'
import { Section } from '../ui/section'
import { BlogPostGrid } from './blog-post-grid'

type BlogTeaserProps = {
  /** The page's blog type (`blogs_AI`, `blogs_SEO`, `blogs_ecommerce`, `blogs_Annet` ...). */
  blogType: string | null | undefined
  /** The 3 newest posts of that type, from blogTeaserData() in the page's +data.ts. */
  posts: readonly PostSummary[] | null | undefined
  heading?: string
}

/**
 * The 3 newest posts of a blog type (spec section 2). Without a blog type or without posts it
 * renders nothing and logs the error (spec sections 5 and 8).
 */
export function BlogTeaser({ blogType, posts, heading }: BlogTeaserProps) {
  const locale = useLocale()
  const t = blogUi[locale]
  if (!blogType) {
    console.error('BlogTeaser: missing blog type')
    return null
  }
  if (!posts || posts.length === 0) {
    console.error(`BlogTeaser: blog data not found for ${blogType}`)
    return null
  }
  const categoryId = categoryOfBlogType(blogType)
  const category = categoryId ? blogCategories.find((c) => c.id === categoryId) : undefined
  const headingId = `blog-teaser-${blogType.toLowerCase()}`
  return (
    <Section tone="muted" aria-labelledby={headingId} data-slot="blog-teaser" data-blog-type={blogType}>
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id={headingId} className="text-h2 text-fg">
            {heading ?? t.teaserHeading}
          </h2>
          <p className="mt-2 max-w-prose text-fg-muted">{t.teaserLead}</p>
        </div>
        {category ? (
          <Link
            to="blogCategory"
            params={{ category: category.slug[locale] }}
            className="inline-flex items-center gap-1 font-semibold text-primary"
          >
            {t.viewAll}
            <Icon name="arrowRight" />
          </Link>
        ) : (
          <Link to="blog" className="inline-flex items-center gap-1 font-semibold text-primary">
            {t.viewAll}
            <Icon name="arrowRight" />
          </Link>
        )}
      </div>
      <BlogPostGrid posts={posts.slice(0, 3)} headingLevel={3} imageSize="card" />
    </Section>
  )
}
