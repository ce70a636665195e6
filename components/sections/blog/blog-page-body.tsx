import type { BlogCategoryId } from '../../../content/blog/categories'
import type { PostSummary } from '../../../content/blog/types'
import { Badge } from '../../ui/badge'
import { ButtonLink } from '../../ui/button'
import { Container } from '../../ui/container'
import { Section } from '../../ui/section'
import { BlogBreadcrumbs, type Crumb } from './blog-breadcrumbs'
import { BlogCategoryNav } from './blog-category-nav'
import { blogPageStrings } from '../../../content/strings/blog'
import { useStrings } from '../../../renderer/locale'
import { BlogPicture } from './blog-picture'
import { BlogPostGrid } from './blog-post-grid'
import { BlogRssLink } from './blog-rss-link'
import { PageHero } from '../shared/page-hero'
import { contactCtaProps } from '../../widgets/contact/contact-cta-props'

/**
 * Typography of the post body: the HTML comes from markdown at build time. Eight rules on the
 * site's own tokens rather than @tailwindcss/typography: its `prose prose-lg` styles would add about
 * 22 KB (2.3 KB gzip) to the one stylesheet every page waits for, and would still need mapping to
 * the tokens for both themes.
 */
const bodyClass = [
  'max-w-prose text-lg leading-relaxed text-fg',
  '[&_h2]:mt-12 [&_h2]:mb-4 [&_h2]:text-h2 [&_h2]:scroll-mt-24',
  '[&_h3]:mt-8 [&_h3]:mb-3 [&_h3]:text-h3 [&_h3]:scroll-mt-24',
  '[&_p]:mt-5 [&_ul]:mt-5 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6',
  '[&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:no-underline',
  '[&_strong]:font-semibold [&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-primary [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_code]:rounded [&_code]:bg-surface-strong [&_code]:px-1 [&_code]:text-base',
  '[&_table]:mt-6 [&_table]:w-full [&_td]:border [&_td]:border-border [&_td]:p-2 [&_th]:border [&_th]:border-border [&_th]:p-2 [&_th]:text-left',
].join(' ')

export type PostView = PostSummary & { caption: string; html: string }

/** The top of a post: breadcrumbs, category, date, reading time, title and excerpt. */
export function BlogPostHeader({ post, crumbs }: { post: PostView; crumbs: readonly Crumb[] }) {
  const t = useStrings(blogPageStrings)
  return (
    <header className="border-b border-border bg-surface pt-8 pb-12">
      <Container>
        <BlogBreadcrumbs crumbs={crumbs} />
        {/* Category, date and reading time are the post's furniture, not its text: search leaves
            them out of its index (the category still filters), so no result's snippet quotes them. */}
        <div className="mt-8 flex flex-wrap items-center gap-3 text-fg-muted" data-pagefind-ignore="">
          <a href={crumbs[2]?.href ?? t.blogHref}>
            <Badge variant="primary" data-pagefind-filter="category">
              {post.category.name}
            </Badge>
          </a>
          <span>
            {t.publishedOn} <time dateTime={post.isoDate}>{post.date}</time>
          </span>
          <span aria-hidden="true">·</span>
          <span data-testid="reading-time">{post.readingTime}</span>
        </div>
        <h1 className="mt-4 max-w-4xl text-h1 text-fg">{post.title}</h1>
        <p className="mt-5 max-w-prose text-lead text-fg-muted">{post.excerpt}</p>
      </Container>
    </header>
  )
}

/** The image with its caption, the body (HTML from markdown) and the contact call to action. */
export function BlogPostMain({ post }: { post: PostView }) {
  const t = useStrings(blogPageStrings)
  return (
    <Container className="py-12">
      <figure className="mx-auto max-w-4xl">
        <BlogPicture
          image={post.image}
          priority
          sizes="(min-width: 56rem) 56rem, 100vw"
          className="aspect-[3/2] rounded-card"
        />
        <figcaption className="mt-3 text-sm text-fg-muted">{post.caption}</figcaption>
      </figure>
      <div
        data-slot="blog-post-body"
        className={`mx-auto mt-10 ${bodyClass}`}
        dangerouslySetInnerHTML={{ __html: post.html }}
      />
      <div className="mx-auto mt-12 max-w-prose rounded-card bg-surface p-6" data-pagefind-ignore="">
        <h2 className="text-h3 text-fg">{t.cta.title}</h2>
        <p className="mt-2 text-fg-muted">{t.cta.body}</p>
        <ButtonLink href={t.contactHref} className="mt-4" {...contactCtaProps('general')}>
          {t.cta.button}
        </ButtonLink>
      </div>
    </Container>
  )
}

/** More posts of the same category: links to other pages, which search leaves out of this one's text. */
export function BlogRelated({ posts, heading }: { posts: readonly PostSummary[]; heading: string }) {
  const t = useStrings(blogPageStrings)
  if (posts.length === 0) return null
  return (
    <Section tone="muted" aria-labelledby="related-posts" data-slot="related-posts" data-pagefind-ignore="">
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <h2 id="related-posts" className="text-h2 text-fg">
          {heading}
        </h2>
        <a href={t.blogHref} className="font-semibold text-primary underline-offset-4 hover:underline">
          {t.backToBlog}
        </a>
      </div>
      <BlogPostGrid posts={posts} headingLevel={3} imageSize="card" layout="row" />
    </Section>
  )
}

/** The blog index: heading, feed link, category links and every post. */
export function BlogIndexBody({ posts }: { posts: readonly PostSummary[] }) {
  const t = useStrings(blogPageStrings)
  return (
    <>
      <PageHero title={t.indexHeading} lead={t.indexLead}>
        <BlogRssLink />
      </PageHero>
      <Section>
        <BlogCategoryNav current={null} />
        <BlogPostGrid posts={posts} headingLevel={2} className="mt-10" />
      </Section>
    </>
  )
}

type CategoryBodyProps = {
  category: { id: BlogCategoryId; name: string }
  title: string
  lead: string
  postCount: string
  crumbs: readonly Crumb[]
  posts: readonly PostSummary[]
}

/** A category page: heading, breadcrumbs, category links and the category's posts. */
export function BlogCategoryBody({ category, title, lead, postCount, crumbs, posts }: CategoryBodyProps) {
  const t = useStrings(blogPageStrings)
  return (
    <>
      <PageHero eyebrow={postCount} title={title} lead={lead}>
        <BlogBreadcrumbs crumbs={crumbs} />
      </PageHero>
      <Section>
        <BlogCategoryNav current={category.id} />
        {posts.length > 0 ? (
          <BlogPostGrid posts={posts} headingLevel={2} className="mt-10" />
        ) : (
          <p className="mt-10">
            <a href={t.blogHref} className="text-primary underline underline-offset-4">
              {t.emptyCategory}
            </a>
          </p>
        )}
      </Section>
    </>
  )
}
