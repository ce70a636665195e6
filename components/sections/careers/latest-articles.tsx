import type { PostSummary } from '../../../content/blog/types'
import { Link } from '../../ui/link'
import { Section } from '../../ui/section'
import { BlogPostGrid } from '../blog/blog-post-grid'
import { careersPageStrings } from '../../../content/pages/careers/careers'
import { useStrings } from '../../../renderer/locale'

/**
 * The 3 newest posts, newest first, at the foot of a job page: category badge linking to the
 * category, a lazy 1280x854 image, the title linking to the post, and "View all" to the blog.
 */
export function LatestArticles({ posts }: { posts: readonly PostSummary[] }) {
  const t = useStrings(careersPageStrings).ui.latest
  if (posts.length === 0) return null
  return (
    <Section aria-labelledby="latest-articles" data-slot="latest-articles">
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <h2 id="latest-articles" className="text-h2 text-fg">
          {t.heading}
        </h2>
        <Link to="blog" variant="more">
          {t.viewAll}
        </Link>
      </div>
      <BlogPostGrid posts={posts.slice(0, 3)} headingLevel={3} imageSize="list" showExcerpt={false} />
    </Section>
  )
}
