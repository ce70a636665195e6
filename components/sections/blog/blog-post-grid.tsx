import type { PostSummary } from '../../../content/blog/types'
import { cn } from '../../ui/cn'
import { balancedColumns } from '../../ui/grid'
import { BlogPostCard } from './blog-post-card'

/** A long list whose count has no balanced layout: its last row is simply the list's end. */
const listColumns = 'sm:grid-cols-2 lg:grid-cols-3'

/** The width a card takes in each of the grid's layouts, for the images' `sizes`. */
const cardSizes: Record<string, string> = {
  '': '(min-width: 1280px) 75rem, 100vw',
  'sm:grid-cols-2': '(min-width: 1280px) 37rem, (min-width: 640px) 50vw, 100vw',
  'md:grid-cols-3': '(min-width: 1280px) 24rem, (min-width: 768px) 33vw, 100vw',
  'sm:grid-cols-2 lg:grid-cols-3':
    '(min-width: 1280px) 24rem, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
  'sm:grid-cols-2 lg:grid-cols-4':
    '(min-width: 1280px) 18rem, (min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw',
}

/**
 * A responsive grid of post cards. A list (`layout="balanced"`) takes as many columns as leave no
 * card alone on a row. A short row of one to three (`layout="row"`, related posts) keeps the
 * columns of a row of three whatever the count: one or two cards keep a card's width, side by side
 * from the left, rather than one card stretched across the page with its picture enlarged past
 * the size it was made at.
 */
export function BlogPostGrid({
  posts,
  headingLevel = 2,
  imageSize = 'list',
  showExcerpt = true,
  layout = 'balanced',
  className,
}: {
  posts: readonly PostSummary[]
  headingLevel?: 2 | 3
  imageSize?: 'card' | 'list'
  showExcerpt?: boolean
  layout?: 'balanced' | 'row'
  className?: string
}) {
  const columns =
    layout === 'row' ? listColumns : balancedColumns(posts.length) || (posts.length > 3 ? listColumns : '')
  return (
    <ul data-slot="blog-post-grid" className={cn('grid gap-6', columns, className)}>
      {posts.map((post) => (
        <li key={post.href} className="flex">
          <div className="flex w-full">
            <BlogPostCard
              post={post}
              headingLevel={headingLevel}
              imageSize={imageSize}
              showExcerpt={showExcerpt}
              sizes={cardSizes[columns] ?? cardSizes[listColumns]!}
            />
          </div>
        </li>
      ))}
    </ul>
  )
}
