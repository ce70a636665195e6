/**
 * For island tests: whether an island element's markup is what a server render (`html`, the
 * `<Island>` element's HTML) holds inside it: the same elements, text and attributes, in any
 * attribute order, as the browser and React compare them.
 */
export function matchesRender(island: HTMLElement, html: string): boolean {
  const template = document.createElement('template')
  template.innerHTML = html
  return island.firstElementChild!.isEqualNode(template.content.firstElementChild!.firstElementChild)
}
