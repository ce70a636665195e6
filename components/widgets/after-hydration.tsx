import { useEffect, useState, type ComponentType, type ReactNode } from 'react'

/**
 * Renders `fallback` on the server and at hydration, then the component `load` resolves to.
 * Keeps a widget's code (XState and its machine) out of the page's first load without a
 * Suspense boundary, which a prerendered page would hydrate with a recoverable error.
 * `load` must be a stable (module-level) function.
 */
function AfterHydration({ load, fallback }: { load: () => Promise<ComponentType>; fallback: ReactNode }) {
  const [Widget, setWidget] = useState<ComponentType | null>(null)
  useEffect(() => {
    let live = true
    load().then(
      (component) => {
        if (live) setWidget(() => component)
      },
      (error: unknown) => console.error('Widget failed to load:', error),
    )
    return () => {
      live = false
    }
  }, [load])
  return Widget ? <Widget /> : fallback
}

export { AfterHydration }
