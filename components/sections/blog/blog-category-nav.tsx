import type { BlogCategoryId } from '../../../content/blog/categories'
import { blogPageStrings } from '../../../content/strings/blog'
import { useStrings } from '../../../renderer/locale'

const chip =
  'inline-flex h-10 items-center rounded-pill border border-border px-4 font-medium text-fg hover:bg-surface aria-[current=page]:border-primary aria-[current=page]:bg-primary aria-[current=page]:text-primary-fg'

/** Links to the blog index and each category; the current one is marked. */
export function BlogCategoryNav({ current }: { current: BlogCategoryId | null }) {
  const t = useStrings(blogPageStrings)
  return (
    <nav aria-label={t.categoriesLabel} data-slot="blog-category-nav">
      <ul className="flex flex-wrap gap-2">
        <li>
          <a href={t.blogHref} aria-current={current === null ? 'page' : undefined} className={chip}>
            {t.allPosts}
          </a>
        </li>
        {t.categories.map((category) => (
          <li key={category.id}>
            <a href={category.href} aria-current={current === category.id ? 'page' : undefined} className={chip}>
              {category.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
