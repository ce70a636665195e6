/**
 * A JSON-LD block. JSON is escaped so that no string can close the script element; the block is
 * data (type application/ld+json), which the CSP does not treat as script.
 */
export function JsonLd({ data }: { data: Record<string, unknown> | Record<string, unknown>[] }) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026')
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
}
