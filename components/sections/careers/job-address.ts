/**
 * On a job page, replaces the address with the job's canonical path (`data-canonical-path`) when
 * they differ, keeping query and hash. Every page runs this; the others have no such attribute.
 */
export function moveToCanonicalAddress(root: ParentNode = document): void {
  const path = root.querySelector<HTMLElement>('[data-canonical-path]')?.dataset.canonicalPath
  if (!path || decodeURI(window.location.pathname) === path) return
  const { search, hash } = window.location
  window.history.replaceState(window.history.state, '', `${path}${search}${hash}`)
}
