import type { ComponentProps } from 'react'
import { pathFor, type RouteId, type RouteParams } from '../../content/routes'
import type { Locale } from '../../content/locales'
import { useLocale } from '../../renderer/locale'
import { cn } from './cn'

type LinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  /** Route table id of the target page. */
  to: RouteId
  params?: RouteParams
  /** Anchor on the target page, without '#'. */
  hash?: string
  /** Link to the page in another locale than the current one. */
  locale?: Locale
}

/** Builds an href from the route table; the only way the site links to its own pages. */
export function hrefFor(to: RouteId, locale: Locale, params?: RouteParams, hash?: string): string {
  return pathFor(to, locale, params) + (hash ? `#${hash}` : '')
}

function Link({ to, params, hash, locale, className, ...props }: LinkProps) {
  const current = useLocale()
  const target = locale ?? current
  return (
    <a
      data-slot="link"
      href={hrefFor(to, target, params, hash)}
      hrefLang={target === current ? undefined : target}
      className={cn('underline-offset-4 hover:underline', className)}
      {...props}
    />
  )
}

export { Link }
