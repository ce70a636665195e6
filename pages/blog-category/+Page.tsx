import { useData } from 'vike-react/useData'
import { BlogBreadcrumbs } from '../../components/sections/blog-breadcrumbs'
import { BlogCategoryNav } from '../../components/sections/blog-category-nav'
import { BlogPostGrid } from '../../components/sections/blog-post-grid'
import { PageHero } from '../../components/sections/page-hero'
import { Link } from '../../components/ui/link'
import { Section } from '../../components/ui/section'
import { pathFor } from '../../content/routes'
import { blogUi } from '../../content/ui-blog'
import { useLocale } from '../../renderer/locale'
import type { Data } from './+data'

export default function Page() {
  const { meta, category, posts, twinParams } = useData<Data>()
  const locale = useLocale()
  const t = blogUi[locale]
  return (
    <>
      <PageHero eyebrow={t.postsInCategory(posts.length)} title={meta.title} lead={meta.description}>
        <BlogBreadcrumbs
          crumbs={[
            { name: t.home, href: pathFor('home', locale) },
            { name: t.blog, href: pathFor('blog', locale) },
            { name: category.name, href: pathFor('blogCategory', locale, twinParams[locale]) },
          ]}
        />
      </PageHero>
      <Section>
        <BlogCategoryNav current={category.id} />
        {posts.length > 0 ? (
          <BlogPostGrid posts={posts} headingLevel={2} className="mt-10" />
        ) : (
          <p className="mt-10">
            <Link to="blog" className="text-primary underline">
              {t.emptyCategory}
            </Link>
          </p>
        )}
      </Section>
    </>
  )
}
