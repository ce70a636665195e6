/**
 * An island: an interactive part of a prerendered page. Pages render to HTML only and ship no
 * framework; each island is rendered here, at build time, inside a marker element that names its
 * component, its props (JSON) and when it hydrates. The browser's islands runtime
 * (./runtime.ts) hydrates that element with the same component and props, so the markup is kept.
 *
 *   <Island component={FaqAccordion} props={{ items }} slots={answers} hydrate="interaction" />
 *
 * - `component` is the default export of a `*.island.tsx` module; the file name is the island's
 *   name (./names.ts), and the runtime finds the code by it.
 * - `props` must survive JSON: strings, numbers, booleans, arrays and plain objects.
 * - `slots` are static content the island places (answers, cards): see ./slot.tsx.
 * - An island may not render another island: one React root per island.
 *
 * Outside the browser build (Ladle stories, component tests) the same element renders, inert.
 */
import type { ComponentType } from 'react'
import { islandAttr, islandName, type Hydrate } from './names'
import { IslandSlot, type Slots } from './slot'

type IslandModule = { default: ComponentType<never> }

// Every island module, eagerly: this file runs only at build time and in tests, never in a page's
// browser code, so the map costs visitors nothing.
const modules = import.meta.glob<IslandModule>('../**/*.island.tsx', { eager: true })
const names = new Map<unknown, string>(
  Object.entries(modules).map(([path, module]) => [module.default, islandName(path)]),
)

/** A value that survives JSON.stringify and JSON.parse unchanged. */
type Json = string | number | boolean | null | readonly Json[] | { readonly [key: string]: Json | undefined }

type IslandProps<P> = {
  component: ComponentType<P>
  /** The component's props except `slots`, as JSON. */
  props: Omit<P, 'slots'> & { readonly [key: string]: Json | undefined }
  slots?: Slots
  hydrate: Hydrate
}

export function Island<P extends object>({ component, props, slots, hydrate }: IslandProps<P>) {
  const name = names.get(component)
  if (!name)
    throw new Error(
      `<Island>: ${component.name || 'this component'} is not the default export of a *.island.tsx module`,
    )
  const Component = component as ComponentType<Record<string, unknown>>
  const slotNodes = slots
    ? Object.fromEntries(
        Object.entries(slots).map(([slot, node]) => [
          slot,
          <IslandSlot key={slot} name={slot}>
            {node}
          </IslandSlot>,
        ]),
      )
    : undefined
  const markers = {
    [islandAttr.name]: name,
    [islandAttr.hydrate]: hydrate,
    [islandAttr.props]: JSON.stringify(props),
  }
  return (
    <div {...markers}>
      <Component {...props} {...(slotNodes ? { slots: slotNodes } : {})} />
    </div>
  )
}
