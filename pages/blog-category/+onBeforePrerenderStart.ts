import { blogCategories } from '../../content/blog/categories'
import { locales } from '../../content/locales'
import { pathFor } from '../../content/routes'

export const onBeforePrerenderStart = () =>
  blogCategories.flatMap((category) =>
    locales.map((locale) => pathFor('blogCategory', locale, { category: category.slug[locale] })),
  )
