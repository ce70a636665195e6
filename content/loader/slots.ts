/**
 * Slots: placeholders that a collection fills in itself after loading, such as the job template's
 * `{title}`. Free of Node modules, so browser code (a Ladle story) can fill them too.
 */

/** `{brand}`, `{fact:claims.rating}`, `{title}`: a name in braces. */
export const placeholder = /\{([A-Za-z][\w.:-]*)\}/g

/** Fills the named slots in every text of a value; other text stays as it is. */
export function fillSlots<T>(value: T, values: Readonly<Record<string, string>>): T {
  if (typeof value === 'string') {
    return value.replace(placeholder, (match, name: string) =>
      Object.hasOwn(values, name) ? values[name]! : match,
    ) as T
  }
  if (Array.isArray(value)) return value.map((item: unknown) => fillSlots(item, values)) as T
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillSlots(item, values)])) as T
  }
  return value
}
