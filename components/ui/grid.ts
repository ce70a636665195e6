/**
 * Column classes for a grid of `count` equal cards, chosen so that every row is full at every
 * width: six cards go 2 then 3 across, four or eight go 2 then 4, three go 3 across from `md`
 * (never 2 + 1), two go 2 across. A count with no balanced layout (one, five, seven) stays one
 * column. The class names are written out whole, so Tailwind finds them in this file.
 */
export function balancedColumns(count: number): string {
  if (count < 2) return ''
  if (count % 6 === 0) return 'sm:grid-cols-2 lg:grid-cols-3'
  if (count % 4 === 0) return 'sm:grid-cols-2 lg:grid-cols-4'
  if (count % 3 === 0) return 'md:grid-cols-3'
  if (count % 2 === 0) return 'sm:grid-cols-2'
  return ''
}

/** The number of columns `balancedColumns(count)` gives at a viewport `width` in CSS pixels. */
export function columnsAt(count: number, width: number): number {
  const classes = balancedColumns(count).split(' ')
  const breakpoints = { sm: 640, md: 768, lg: 1024 } as const
  let columns = 1
  for (const name of classes) {
    const match = /^(sm|md|lg):grid-cols-(\d)$/.exec(name)
    if (match && width >= breakpoints[match[1] as keyof typeof breakpoints]) columns = Number(match[2])
  }
  return columns
}
