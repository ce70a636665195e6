import type { PostSummary } from '../../content/blog/types'
import { cn } from '../ui/cn'
import { BlogPostCard } from './blog-post-card'

/** A responsive grid of post cards. */
export function BlogPostGrid({
  posts,
  headingLevel = 2,
  imageSize = 'list',
  showExcerpt = true,
  className,
}: {
  posts: readonly PostSummary[]
  headingLevel?: 2 | 3
  imageSize?: 'card' | 'list'
  showExcerpt?: boolean
  className?: string
}) {
  return (
    <ul data-slot="blog-post-grid" className={cn('grid gap-6 sm:grid-cols-2 lg:grid-cols-3', className)}>
      {posts.map((post) => (
        <li key={post.href} className="flex">
          <div className="flex w-full">
            <BlogPostCard post={post} headingLevel={headingLevel} imageSize={imageSize} showExcerpt={showExcerpt} />
          </div>
        </li>
      ))}
    </ul>
  )
}
