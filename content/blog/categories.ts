/** Blog categories. The id is language-neutral; slugs and names are per locale. */
import type { Locale, Localized } from '../site/locales.ts'

export type BlogCategoryId = 'ai' | 'seo' | 'design' | 'ecommerce' | 'dm' | 'other'

export type BlogCategory = {
  id: BlogCategoryId
  slug: Localized<string>
  name: Localized<string>
}

export const blogCategories: readonly BlogCategory[] = [
  { id: 'ai', slug: { nb: 'ai', en: 'ai' }, name: { nb: 'AI', en: 'AI' } },
  { id: 'seo', slug: { nb: 'seo', en: 'seo' }, name: { nb: 'SEO', en: 'SEO' } },
  { id: 'design', slug: { nb: 'design', en: 'design' }, name: { nb: 'Design', en: 'Design' } },
  {
    id: 'ecommerce',
    slug: { nb: 'nettbutikker', en: 'e-commerce' },
    name: { nb: 'Nettbutikker', en: 'E-commerce' },
  },
  { id: 'dm', slug: { nb: 'dm', en: 'dm' }, name: { nb: 'Digital markedsføring', en: 'Digital marketing' } },
  { id: 'other', slug: { nb: 'annet', en: 'misc' }, name: { nb: 'Annet', en: 'Miscellaneous' } },
]

export function findCategory(locale: Locale, slug: string): BlogCategory | undefined {
  return blogCategories.find((category) => category.slug[locale] === slug)
}

export function blogCategoryMeta(locale: Locale, category: BlogCategory): { title: string; description: string } {
  const name = category.name[locale]
  // Acronyms keep their capitals; the catch-all category is not a topic to write "about".
  const topic = name === 'AI' || name === 'SEO' ? name : name.toLowerCase()
  return locale === 'nb'
    ? {
        title: `${name}: artikler og råd`,
        description:
          category.id === 'other' ? 'Flere artikler fra rådgiverne våre.' : `Artikler om ${topic} fra rådgiverne våre.`,
      }
    : {
        title: `${name}: articles and advice`,
        description:
          category.id === 'other'
            ? 'More articles from the consultants behind our blog.'
            : `Articles about ${topic} from the consultants behind our blog.`,
      }
}
