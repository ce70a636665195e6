/** Interface strings of the blog and the blog teaser. A missing translation is a type error. */
import { blogCategories } from '../blog/categories.ts'
import type { Locale } from '../site/locales.ts'
import { pathFor } from '../site/routes.ts'
import { settings } from '../site/settings.ts'

export type BlogUi = {
  indexHeading: string
  indexLead: string
  categoriesLabel: string
  allPosts: string
  postsInCategory: (count: number) => string
  readMore: string
  readingTime: (minutes: number) => string
  publishedOn: string
  breadcrumb: string
  home: string
  blog: string
  moreInCategory: (category: string) => string
  backToBlog: string
  rssTitle: string
  rssDescription: string
  rssLink: string
  teaserHeading: string
  teaserLead: string
  viewAll: string
  emptyCategory: string
  cta: { title: string; body: string; button: string }
  /** The post's spoken summary (lib/blog/audio.ts): the player's label and what the voice says around the post's own text. */
  listen: {
    /** Above the player and in its accessible name: what it plays. */
    label: string
    /** Under the label: what the summary holds and how it was made. */
    note: string
    /** Spoken before the section headings. */
    spokenOutline: string
    /** Spoken last. */
    spokenEnd: string
  }
}

/** The catch-all category's name, which reads badly after "More on": its related posts are just "More articles". */
const otherCategory = blogCategories.find((category) => category.id === 'other')!.name

export const blogUi: Record<Locale, BlogUi> = {
  nb: {
    indexHeading: 'Blogg',
    indexLead:
      'Praktiske råd om SEO, AEO, AI, design, nettbutikk og digital markedsføring, skrevet av rådgiverne som gjør jobben for kundene våre hver dag.',
    categoriesLabel: 'Kategorier',
    allPosts: 'Alle innlegg',
    postsInCategory: (count) => (count === 1 ? '1 innlegg' : `${count} innlegg`),
    readMore: 'Les mer',
    readingTime: (minutes) => `${minutes} min lesetid`,
    publishedOn: 'Publisert',
    breadcrumb: 'Brødsmulesti',
    home: 'Forsiden',
    blog: 'Blogg',
    moreInCategory: (category) =>
      category === otherCategory.nb
        ? 'Flere artikler'
        : `Mer om ${category === 'AI' || category === 'SEO' ? category : category.toLowerCase()}`,
    backToBlog: 'Tilbake til bloggen',
    rssTitle: `Bloggen til ${settings.brandName}`,
    rssDescription: 'Nye artikler om SEO, AEO, AI, design, nettbutikk og digital markedsføring.',
    rssLink: 'Abonner med RSS',
    teaserHeading: 'Siste fra bloggen',
    teaserLead: 'Råd og erfaringer fra prosjektene våre, skrevet for deg som vil ha mer ut av nettsiden.',
    viewAll: 'Se alle',
    emptyCategory: 'Det er ingen innlegg i denne kategorien ennå. Se alle innleggene i bloggen.',
    cta: {
      title: 'Vil du ha hjelp med dette?',
      body: 'Fortell oss hva du vil oppnå, så får du et konkret forslag. Samtalen er gratis og 100 % uforpliktende.',
      button: 'Ta kontakt',
    },
    listen: {
      label: 'Lytt til sammendraget',
      note: 'Tittel, ingress og overskriftene i artikkelen, lest opp av en syntetisk stemme. Hele teksten står nedenfor.',
      spokenOutline: 'Artikkelen tar for seg:',
      spokenEnd: 'Hele artikkelen kan du lese på nettsiden.',
    },
  },
  en: {
    indexHeading: 'Blog',
    indexLead:
      'Practical advice on SEO, AEO, AI, design, e-commerce and digital marketing, written by the consultants who do the work for our customers every day.',
    categoriesLabel: 'Categories',
    allPosts: 'All posts',
    postsInCategory: (count) => (count === 1 ? '1 post' : `${count} posts`),
    readMore: 'Read more',
    readingTime: (minutes) => `${minutes} min read`,
    publishedOn: 'Published',
    breadcrumb: 'Breadcrumb',
    home: 'Home',
    blog: 'Blog',
    moreInCategory: (category) =>
      category === otherCategory.en
        ? 'More articles'
        : `More on ${category === 'AI' || category === 'SEO' ? category : category.toLowerCase()}`,
    backToBlog: 'Back to the blog',
    rssTitle: `The ${settings.brandName} blog`,
    rssDescription: 'New articles on SEO, AEO, AI, design, e-commerce and digital marketing.',
    rssLink: 'Subscribe with RSS',
    teaserHeading: 'Latest from the blog',
    teaserLead: 'Advice and lessons from our projects, written for anyone who wants more from their website.',
    viewAll: 'View all',
    emptyCategory: 'There are no posts in this category yet. See every post on the blog.',
    cta: {
      title: 'Want help with this?',
      body: 'Tell us what you want to achieve and you will get a concrete proposal. The conversation is free and 100% no obligation.',
      button: 'Get in touch',
    },
    listen: {
      label: 'Listen to the summary',
      note: 'The title, the introduction and the headings of the article, read aloud by a synthetic voice. The full text is below.',
      spokenOutline: 'The article covers:',
      spokenEnd: 'You can read the full article on the website.',
    },
  },
}

/** What the blog components need in one language: the interface strings, the blog's links and its categories. */
function blogPageStringsIn(locale: Locale) {
  const t = blogUi[locale]
  return {
    indexHeading: t.indexHeading,
    indexLead: t.indexLead,
    categoriesLabel: t.categoriesLabel,
    allPosts: t.allPosts,
    publishedOn: t.publishedOn,
    breadcrumb: t.breadcrumb,
    backToBlog: t.backToBlog,
    emptyCategory: t.emptyCategory,
    rssLink: t.rssLink,
    cta: t.cta,
    blogHref: pathFor('blog', locale),
    rssHref: `${pathFor('blog', locale)}rss.xml`,
    contactHref: pathFor('contact', locale),
    categories: blogCategories.map((category) => ({
      id: category.id,
      name: category.name[locale],
      href: pathFor('blogCategory', locale, { category: category.slug[locale] }),
    })),
  }
}
export type BlogPageStrings = ReturnType<typeof blogPageStringsIn>

export const blogPageStrings: Record<Locale, BlogPageStrings> = {
  nb: blogPageStringsIn('nb'),
  en: blogPageStringsIn('en'),
}
