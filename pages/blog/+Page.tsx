import { useData } from 'vike-react/useData'
import { BlogCategoryNav } from '../../components/sections/blog-category-nav'
import { BlogPostGrid } from '../../components/sections/blog-post-grid'
import { BlogRssLink } from '../../components/sections/blog-rss-link'
import { PageHero } from '../../components/sections/page-hero'
import { Section } from '../../components/ui/section'
import { blogUi } from '../../content/ui-blog'
import { useLocale } from '../../renderer/locale'
import type { Data } from './+data'

export default function Page() {
  const { posts } = useData<Data>()
  const t = blogUi[useLocale()]
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
