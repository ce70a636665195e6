import { describe, expect, it } from 'vitest'
import { blogListCategories, blogListKey, blogTypes, categoryOfBlogType } from './blog-types.ts'

describe('blog type keys', () => {
  it('gives blog-other for blogs_Annet', () => {
    expect(blogListKey('blogs_Annet')).toBe('blog-other')
  })

  it.each([
    ['blogs_AI', 'blog-ai'],
    ['blogs_SEO', 'blog-seo'],
    ['blogs_ecommerce', 'blog-ecommerce'],
    ['blogs_Design', 'blog-design'],
    ['blogs_DM', 'blog-dm'],
    ['blogs_Whatever', 'blog-whatever'],
  ])('gives the lower-case key for %s', (type, key) => {
    expect(blogListKey(type)).toBe(key)
  })

  it.each([undefined, null, ''])('gives blog for no type (%s)', (type) => {
    expect(blogListKey(type)).toBe('blog')
  })

  it('maps every type the site uses to a category list', () => {
    for (const type of blogTypes) expect(blogListCategories[blogListKey(type)]).toBeTruthy()
    expect(categoryOfBlogType('blogs_ecommerce')).toBe('ecommerce')
    expect(categoryOfBlogType('blogs_Annet')).toBe('other')
    expect(categoryOfBlogType('blogs_AI')).toBe('ai')
    expect(categoryOfBlogType('blogs_SEO')).toBe('seo')
  })

  it('shows every category for no type and none for an unknown type', () => {
    expect(categoryOfBlogType(undefined)).toBeNull()
    expect(categoryOfBlogType('blogs_Unknown')).toBeUndefined()
  })
})
