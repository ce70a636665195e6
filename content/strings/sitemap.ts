/** Interface strings of the sitemap page: its section headings and the language switch. */
import type { Locale } from '../site/locales.ts'

export type SitemapUi = {
  languages: string
  services: string
  plugins: string
  blog: string
  blogCategories: string
  popularPosts: string
  about: string
  contact: string
  privacy: string
  sitemap: string
  home: string
  other: string
}

export const sitemapUi: Record<Locale, SitemapUi> = {
  nb: {
    languages: 'Språk',
    services: 'Tjenester',
    plugins: 'WordPress-utvidelser',
    blog: 'Blogg',
    blogCategories: 'Bloggkategorier',
    popularPosts: 'Populære innlegg',
    about: 'Om oss',
    contact: 'Kontakt',
    privacy: 'Personvern',
    sitemap: 'Sidekart',
    home: 'Forsiden',
    other: 'Andre sider',
  },
  en: {
    languages: 'Languages',
    services: 'Services',
    plugins: 'WordPress Plugins',
    blog: 'Blog',
    blogCategories: 'Blog categories',
    popularPosts: 'Popular posts',
    about: 'About',
    contact: 'Contact',
    privacy: 'Privacy',
    sitemap: 'Sitemap',
    home: 'Home',
    other: 'Other Pages',
  },
}
