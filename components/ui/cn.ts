import { clsx, type ClassValue } from 'clsx'
import { twMerge } from 'tailwind-merge'

/**
 * The one way class names are joined.
 *
 * Components compose classes without conflicts: a variation is a cva variant, and a caller's
 * `className` adds utilities, it does not override the component's own (use a responsive or
 * state modifier, e.g. `max-sm:hidden`, or a variant). Production therefore only joins
 * (clsx, 0.2 KB) instead of shipping tailwind-merge (8 KB gzip, more than most islands' own
 * code). The prerender, development and tests check every call with tailwind-merge:
 * a conflict throws, so the build and the tests find it, not visitors.
 */
export function cn(...inputs: ClassValue[]): string {
  const joined = clsx(inputs)
  // The server render (prerender) checks every page; the browser bundle never carries the check.
  if (import.meta.env.SSR || import.meta.env.DEV || import.meta.env.MODE === 'test') assertNoConflict(joined)
  return joined
}

function assertNoConflict(joined: string): void {
  const merged = twMerge(joined)
  if (merged.length === joined.length) return
  // A class named twice is no conflict; one that tailwind-merge drops in favour of another is.
  const kept = new Set(merged.split(' '))
  const dropped = [...new Set(joined.split(' '))].filter((name) => name && !kept.has(name))
  if (dropped.length === 0) return
  throw new Error(
    `cn(): conflicting classes (${dropped.join(', ')} overridden in "${joined}"). Use a variant or a modifier instead of an override.`,
  )
}
