import type { PostSummary } from '../../../content/blog/types'
import { useLocale } from '../../../renderer/locale'
import { Badge } from '../../ui/badge'
import { hrefFor } from '../../ui/link'
import { BlogPicture } from './blog-picture'

type BlogPostCardProps = {
  post: PostSummary
  /** Heading level of the title within the page outline. */
  headingLevel?: 2 | 3
  /** The 640x427 card image (teasers) or the 1280x854 list image. */
  imageSize?: 'card' | 'list'
  showExcerpt?: boolean
  /** The card's width per viewport, as its grid lays it out. */
  sizes?: string
}

/** One post in a list: image, category badge, date, title link and excerpt. */
export function BlogPostCard({
  post,
  headingLevel = 3,
  imageSize = 'list',
  showExcerpt = true,
  sizes = '(min-width: 1280px) 24rem, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
}: BlogPostCardProps) {
  const locale = useLocale()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article
      data-slot="blog-post-card"
      data-category={post.category.id}
      className="flex flex-col overflow-hidden rounded-card border border-border bg-bg shadow-card"
    >
      <a href={post.href} tabIndex={-1} aria-hidden="true" className="block">
        <BlogPicture
          image={imageSize === 'card' ? post.cardImage : post.image}
          sizes={sizes}
          className="aspect-[3/2]"
        />
      </a>
      <div className="flex flex-1 flex-col gap-3 p-5">
        {/* The post's category, date and reading time: a list page's furniture, left out of search's index. */}
        <div className="flex flex-wrap items-center gap-3 text-sm text-fg-muted" data-pagefind-ignore="">
          <a href={hrefFor('blogCategory', locale, { category: post.category.slug })} data-testid="post-category">
            <Badge variant="outline" className="hover:border-primary hover:text-primary">
              {post.category.name}
            </Badge>
          </a>
          <time dateTime={post.isoDate}>{post.date}</time>
          <span aria-hidden="true">·</span>
          <span>{post.readingTime}</span>
        </div>
        <Heading className="text-h3 text-fg">
          <a href={post.href} className="hover:text-primary hover:underline" data-testid="post-title">
            {post.title}
          </a>
        </Heading>
        {showExcerpt ? <p className="text-fg-muted">{post.excerpt}</p> : null}
      </div>
    </article>
  )
}
