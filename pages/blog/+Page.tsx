import { useData } from 'vike-react/useData'
import { BlogCategoryNav } from '../../components/sections/blog-category-nav'
import { BlogProvider } from '../../components/sections/blog-context'
import { BlogPostGrid } from '../../components/sections/blog-post-grid'
import { BlogRssLink } from '../../components/sections/blog-rss-link'
import { PageHero } from '../../components/sections/page-hero'
import { Section } from '../../components/ui/section'
import type { Data } from './+data'

export default function Page() {
  const { posts, blog } = useData<Data>()
  return (
    <BlogProvider strings={blog}>
      <PageHero title={blog.indexHeading} lead={blog.indexLead}>
        <BlogRssLink />
      </PageHero>
      <Section>
        <BlogCategoryNav current={null} />
        <BlogPostGrid posts={posts} headingLevel={2} className="mt-10" />
      </Section>
    </BlogProvider>
  )
}
