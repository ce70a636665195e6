import type { ReactNode } from 'react'
import { islandAttr } from './names'

/**
 * Content an island shows but does not change: an FAQ answer, a testimonial card. The server
 * renders it inside the island; in the browser the island gets the same markup back as HTML read
 * from the page (`html`), so the copy travels once, as markup, and never as island props.
 */
export type Slots = Partial<Record<string, ReactNode>>

export function IslandSlot({ name, html, children }: { name: string; html?: string; children?: ReactNode }) {
  const marker = { [islandAttr.slot]: name }
  if (html !== undefined) return <div {...marker} dangerouslySetInnerHTML={{ __html: html }} />
  return <div {...marker}>{children}</div>
}
