import type { ComponentProps } from 'react'
import { pathFor, type RouteId, type RouteParams } from '../../content/site/routes'
import type { Locale } from '../../content/site/locales'
import { useLocale } from '../../renderer/locale'
import { cva, type VariantProps } from 'class-variance-authority'
import { cn } from './cn'
import { Icon } from './icon'

const linkVariants = cva('', {
  variants: {
    variant: {
      /** Underlined on hover: links in running text and lists. */
      default: 'underline-offset-4 hover:underline',
      /** No underline: navigation and links styled as blocks. */
      plain: '',
      /** "More about …" after a section: bold, in the primary colour, ending in an arrow (added here). */
      more: 'inline-flex items-center gap-1 font-semibold text-primary underline-offset-4 hover:underline',
    },
  },
  defaultVariants: { variant: 'default' },
})

type LinkProps = Omit<ComponentProps<'a'>, 'href'> &
  VariantProps<typeof linkVariants> & {
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

function Link({ to, params, hash, locale, variant, className, children, ...props }: LinkProps) {
  const current = useLocale()
  const target = locale ?? current
  return (
    <a
      data-slot="link"
      data-variant={variant ?? 'default'}
      href={hrefFor(to, target, params, hash)}
      hrefLang={target === current ? undefined : target}
      className={cn(linkVariants({ variant }), className)}
      {...props}
    >
      {children}
      {variant === 'more' ? <Icon name="arrowRight" /> : null}
    </a>
  )
}

export { Link, linkVariants }
