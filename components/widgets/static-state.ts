/**
 * A machine's initial state as a plain object, so a widget's first render (prerendered HTML and
 * hydration) needs neither XState nor the machine: the live widget loads on first interaction.
 */
export type ViewState<C> = {
  value: unknown
  context: C
  hasTag: (tag: string) => boolean
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- matches the machines' typed signatures
  matches: (value: any) => boolean
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
  can: (event: any) => boolean
}

export function staticState<C>(value: string, context: C, tags: string[] = []): ViewState<C> {
  return {
    value,
    context,
    hasTag: (tag) => tags.includes(tag),
    matches: (candidate) => candidate === value,
    can: () => true,
  }
}
