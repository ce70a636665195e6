// @vitest-environment jsdom
/**
 * Opening search before its code has arrived: what the visitor types straight after the shortcut
 * is kept, and once the dialog is there, focus is already in its field, so no later key goes to
 * the page instead.
 */
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { searchStrings } from '../../content/strings/search'

// The index is Pagefind's, in the browser (the end-to-end tests search the real one).
vi.mock('./pagefind', () => ({
  loadIndex: () => new Promise(() => {}),
}))

describe('opening search with the keyboard', () => {
  beforeAll(() => {
    document.documentElement.lang = 'en'
  })

  it('keeps every key typed from the shortcut on, before and after the dialog arrives', async () => {
    const { watchSearch } = await import('./search-start')
    watchSearch()
    // One key per task, as a visitor types: the dialog's code, React and the dialog's render arrive
    // somewhere in between, and no key may land on the page while they do.
    const words = 'SEO for shops and cafes'
    const user = userEvent.setup({ delay: 0, document })
    await user.keyboard(`{Control>}k{/Control}${words}`)
    const field = await screen.findByRole('searchbox', { name: searchStrings.en.label })
    expect(document.activeElement).toBe(field)
    expect(field).toHaveProperty('value', words)
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('q')).toBe(words))
  })

  it('is open, with focus in its field and the query in it, by the time openSearch returns', async () => {
    // The hand-off: search-start stops keeping keys as soon as openSearch returns, so from then on
    // every key must reach the field.
    const { openSearch } = await import('./search-opener')
    openSearch(null, 'hosting')
    const field = screen.getByRole('searchbox', { name: searchStrings.en.label })
    expect(document.activeElement).toBe(field)
    expect(field).toHaveProperty('value', 'hosting')
  })
})
