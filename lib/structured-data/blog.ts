/** JSON-LD of blog pages (BlogPosting, BreadcrumbList), built at prerender time. */
import { htmlLang } from '../../content/site/locales'
import { settings } from '../../content/site/settings'
import type { BlogPost } from '../../content/blog/types'

export type Crumb = { name: string; href: string }

const absolute = (path: string) => new URL(path, `${settings.siteUrl}/`).href

export function breadcrumbJsonLd(crumbs: readonly Crumb[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: absolute(crumb.href),
    })),
  }
}

export function blogPostingJsonLd(post: BlogPost): Record<string, unknown> {
  const organization = {
    '@type': 'Organization',
    name: settings.agencyName,
    url: absolute('/'),
    logo: { '@type': 'ImageObject', url: absolute('/favicon.svg') },
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    inLanguage: htmlLang[post.locale],
    datePublished: post.isoDate,
    dateModified: post.isoDate,
    url: absolute(post.href),
    mainEntityOfPage: { '@type': 'WebPage', '@id': absolute(post.href) },
    image: {
      '@type': 'ImageObject',
      url: absolute(post.image.webp),
      width: post.image.width,
      height: post.image.height,
      caption: post.caption,
    },
    articleSection: post.category.name,
    wordCount: post.words,
    timeRequired: `PT${post.readingMinutes}M`,
    author: organization,
    publisher: organization,
  }
}
