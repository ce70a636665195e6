export type Crumb = { name: string; href: string }

/**
 * The trail to the current page, named for assistive technology by `label`; the last crumb is the
 * page itself (aria-current). The page's BreadcrumbList JSON-LD lists the same crumbs.
 */
export function Breadcrumbs({ crumbs, label }: { crumbs: readonly Crumb[]; label: string }) {
  return (
    <nav aria-label={label} data-slot="breadcrumbs" data-pagefind-ignore="" className="text-sm text-fg-muted">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {crumbs.map((crumb, i) => {
          const last = i === crumbs.length - 1
          return (
            <li key={crumb.href} className="flex items-center gap-2">
              {last ? (
                <span aria-current="page" className="text-fg">
                  {crumb.name}
                </span>
              ) : (
                <>
                  <a href={crumb.href} className="underline-offset-4 hover:text-primary hover:underline">
                    {crumb.name}
                  </a>
                  <span aria-hidden="true">/</span>
                </>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
