import type { Locale } from '../../../content/site/locales'
import type { LinkTarget } from '../../../content/types'
import { hrefFor } from '../../ui/link'

/** The href of a link target, and the attributes of an external one. */
export function linkTargetProps(target: LinkTarget, locale: Locale) {
  if ('to' in target) return { href: hrefFor(target.to, locale, target.params, target.hash) }
  return target.external ? { href: target.href, target: '_blank', rel: 'noopener noreferrer' } : { href: target.href }
}
