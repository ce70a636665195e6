import { useData } from 'vike-react/useData'
import { BlogBreadcrumbs } from '../../components/sections/blog-breadcrumbs'
import { BlogCategoryNav } from '../../components/sections/blog-category-nav'
import { BlogProvider } from '../../components/sections/blog-context'
import { BlogPostGrid } from '../../components/sections/blog-post-grid'
import { PageHero } from '../../components/sections/page-hero'
import { Section } from '../../components/ui/section'
import type { Data } from './+data'

export default function Page() {
  const { meta, category, posts, postCount, crumbs, blog } = useData<Data>()
  return (
    <BlogProvider strings={blog}>
      <PageHero eyebrow={postCount} title={meta.title} lead={meta.description}>
        <BlogBreadcrumbs crumbs={crumbs} />
      </PageHero>
      <Section>
        <BlogCategoryNav current={category.id} />
        {posts.length > 0 ? (
          <BlogPostGrid posts={posts} headingLevel={2} className="mt-10" />
        ) : (
          <p className="mt-10">
            <a href={blog.blogHref} className="text-primary underline underline-offset-4">
              {blog.emptyCategory}
            </a>
          </p>
        )}
      </Section>
    </BlogProvider>
  )
}
