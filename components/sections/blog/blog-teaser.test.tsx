// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { postsOf, summary } from '../../../lib/blog/posts'
import { blogTeaserData, teaserSize } from '../../../lib/blog/selection'
import { blogTypes, categoryOfBlogType } from '../../../content/blog/blog-types'
import { blogCategories } from '../../../content/blog/categories'
import { pathFor } from '../../../content/site/routes'
import { blogUi } from '../../../content/strings/blog'
import { LocaleProvider } from '../../../renderer/locale'
import { BlogTeaser } from './blog-teaser'

const renderIn = (locale: 'nb' | 'en', ui: React.ReactNode) =>
  render(<LocaleProvider locale={locale}>{ui}</LocaleProvider>)

afterEach(cleanup)

describe('given the blog teaser', () => {
  it('shows the 3 newest posts of the whole blog for the plain blog list, newest first', () => {
    const teaser = blogTeaserData('en', 'blogs_Whole')
    const all = blogTeaserData('en', null)
    expect(teaser.posts).toEqual([])
    renderIn('en', <BlogTeaser {...all} blogType="blog" />)
    const titles = screen.getAllByTestId('post-title').map((a) => a.textContent)
    expect(titles).toEqual(
      postsOf('en')
        .slice(0, teaserSize)
        .map((p) => p.title),
    )
  })

  it("shows a category's posts, each card linking its post and category, and a View all link", () => {
    // The category of the newest Norwegian post, and the blog type a page names it by.
    const newest = postsOf('nb')[0]
    expect(newest).toBeDefined()
    const category = blogCategories.find((each) => each.id === newest!.category.id)!
    const blogType = blogTypes.find((type) => categoryOfBlogType(type) === category.id)!
    expect(blogType).toBeDefined()
    renderIn('nb', <BlogTeaser {...blogTeaserData('nb', blogType)} />)
    const section = screen.getByRole('region', { name: blogUi.nb.teaserHeading })
    const posts = postsOf('nb').filter((p) => p.category.id === category.id)
    expect(
      within(section)
        .getAllByTestId('post-title')
        .map((a) => a.getAttribute('href')),
    ).toEqual(posts.slice(0, teaserSize).map((p) => p.href))
    const categoryPath = pathFor('blogCategory', 'nb', { category: category.slug.nb })
    expect(within(section).getAllByTestId('post-category')[0]).toHaveAttribute('href', categoryPath)
    expect(within(section).getByRole('link', { name: blogUi.nb.viewAll })).toHaveAttribute('href', categoryPath)
    const images = section.querySelectorAll('img')
    expect(images).toHaveLength(Math.min(teaserSize, posts.length))
    for (const img of images) {
      expect(img).toHaveAttribute('width', '640')
      expect(img).toHaveAttribute('loading', 'lazy')
      expect(img.getAttribute('alt')).toBeTruthy()
    }
  })

  it('renders nothing and logs an error without a blog type', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { container } = renderIn('en', <BlogTeaser {...blogTeaserData('en', 'blogs_SEO')} blogType={undefined} />)
    expect(container).toBeEmptyDOMElement()
    expect(error).toHaveBeenCalledWith('BlogTeaser: missing blog type')
  })

  it('renders nothing and logs an error without blog data', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { viewAllHref } = blogTeaserData('en', 'blogs_AI')
    const { container } = renderIn('en', <BlogTeaser blogType="blogs_AI" posts={[]} viewAllHref={viewAllHref} />)
    expect(container).toBeEmptyDOMElement()
    expect(error).toHaveBeenCalledWith('BlogTeaser: blog data not found for blogs_AI')
    renderIn('en', <BlogTeaser blogType="blogs_AI" posts={undefined} viewAllHref={viewAllHref} />)
    expect(error).toHaveBeenCalledTimes(2)
  })

  it('keeps post bodies out of the data it is given', () => {
    const post = summary(postsOf('en')[0]!)
    expect(JSON.stringify(blogTeaserData('en', 'blogs_SEO'))).not.toContain('<h2')
    expect(post).not.toHaveProperty('html')
  })
})
