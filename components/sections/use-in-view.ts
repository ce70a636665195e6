import { useEffect, useState, type RefObject } from 'react'

/**
 * True once the element has come near the viewport (and stays true): the trigger for loading a
 * section's JavaScript only when it is about to be seen.
 */
export function useInView(ref: RefObject<Element | null>, rootMargin = '200px'): boolean {
  const [seen, setSeen] = useState(false)
  useEffect(() => {
    const element = ref.current
    // Without IntersectionObserver (old browsers, jsdom) the static content stays as it is.
    if (seen || !element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect()
          setSeen(true)
        }
      },
      { rootMargin },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, rootMargin, seen])
  return seen
}
