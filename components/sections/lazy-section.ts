import { lazy, type ComponentType } from 'react'

/** Resolves once the element with this id comes near the viewport; at once if it is not in the DOM. */
function whenNear(id: string, rootMargin: string): Promise<void> {
  return new Promise((resolve) => {
    const element = document.getElementById(id)
    if (!element || typeof IntersectionObserver === 'undefined') {
      resolve()
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect()
          resolve()
        }
      },
      { rootMargin },
    )
    observer.observe(element)
  })
}

/**
 * A below-the-fold section whose JavaScript loads when it is about to be seen.
 *
 * The server renders it in full (a page using it awaits every Suspense boundary: see its +stream.ts), so the
 * prerendered HTML holds all its copy. In the browser the lazy import waits until the section's
 * anchor (`id`, rendered by the section itself) nears the viewport; until then React leaves the
 * server HTML in place and does not hydrate it. Place each one inside its own <Suspense>.
 */
export function lazySection<P extends object>(
  id: string,
  load: () => Promise<ComponentType<P>>,
  rootMargin = '600px',
): ComponentType<P> {
  return lazy(async () => {
    if (!import.meta.env.SSR) await whenNear(id, rootMargin)
    return { default: await load() }
  })
}
