// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { settings } from '../../../content/site/settings'
import { ttsPage, type ComparisonRow } from '../../../content/pages/tts-page'
import { pathFor } from '../../../content/site/routes'
import { LocaleProvider } from '../../../renderer/locale'
import TtsComparison from './tts-comparison'
import TtsDownload from './tts-download'
import { TtsHero } from './tts-hero'

describe('given the text-to-speech sections', () => {
  it('puts the tracked PRO and demo buttons in the hero, and the free download in the download section', () => {
    render(
      <LocaleProvider locale="nb">
        <TtsHero hero={ttsPage.nb.hero} rating={5} />
        <TtsDownload download={ttsPage.nb.download} />
      </LocaleProvider>,
    )
    const pro = screen.getByRole('link', { name: ttsPage.nb.hero.buttons.pro })
    expect(pro).toHaveAttribute('data-track', 'pro')
    expect(pro).toHaveAttribute('href', settings.plugin.proShopUrl)
    expect(pro).toHaveAttribute('rel', 'noopener noreferrer')
    expect(screen.getByRole('link', { name: ttsPage.nb.hero.buttons.demo })).toHaveAttribute(
      'href',
      `${pathFor('pluginTts', 'nb')}#intro`,
    )
    const free = screen.getByRole('link', { name: ttsPage.nb.download.buttons.free })
    expect(free).toHaveAttribute('data-track', 'free')
    expect(free).toHaveAttribute('href', settings.plugin.freeDownloadUrl)
    expect(document.querySelectorAll('[data-track]')).toHaveLength(3)
  })

  it('compares the two versions in a table with row headers and marks for yes and no', () => {
    // Rows of the test's own, a text in each column and a no beside a yes, with the site's plans.
    const rows: ComparisonRow[] = [
      { id: 'sound', label: 'Sound', free: { kind: 'text', text: 'Good' }, pro: { kind: 'text', text: 'Better' } },
      {
        id: 'storage',
        label: 'Storage elsewhere',
        free: { kind: 'mark', included: false },
        pro: { kind: 'mark', included: true },
      },
    ]
    const comparison = { ...ttsPage.en.comparison, rows }
    render(
      <LocaleProvider locale="en">
        <TtsComparison comparison={comparison} />
      </LocaleProvider>,
    )
    const table = screen.getByRole('table', { name: comparison.caption })
    const sound = within(table).getByRole('row', { name: /^Sound/ })
    expect(within(sound).getByRole('rowheader')).toHaveTextContent('Sound')
    expect(
      within(sound)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Good', 'Better'])
    const storage = within(table).getByRole('row', { name: /^Storage elsewhere/ })
    expect(within(storage).getByText(comparison.notIncluded)).toBeInTheDocument()
    expect(within(storage).getByRole('img', { name: comparison.included })).toBeInTheDocument()
    expect(within(table).getAllByRole('row')).toHaveLength(rows.length + 1)
    // One card per plan, PRO priced and bought in the shop.
    expect(screen.getAllByRole('group')).toHaveLength(comparison.plans.length)
    const pro = comparison.plans.find((plan) => plan.id === 'pro')!
    expect(screen.getByText(pro.price)).toBeInTheDocument()
    const buy = screen.getByRole('link', { name: pro.buttonText })
    expect(buy).toHaveAttribute('href', settings.plugin.proShopUrl)
    expect(buy).toHaveAttribute('data-track', 'pro')
    // The free plan's button scrolls to the download section; the tracked free button is there.
    const free = comparison.plans.find((plan) => plan.id === 'free')!
    expect(screen.getByRole('link', { name: free.buttonText })).not.toHaveAttribute('data-track')
  })

  it("shows every row of the site's table under its label, each cell as the page's copy gives it", () => {
    const { comparison } = ttsPage.nb
    render(
      <LocaleProvider locale="nb">
        <TtsComparison comparison={comparison} />
      </LocaleProvider>,
    )
    const table = screen.getByRole('table', { name: comparison.caption })
    const shown = within(table).getAllByRole('row').slice(1)
    expect(shown).toHaveLength(comparison.rows.length)
    comparison.rows.forEach((row, i) => {
      expect(within(shown[i]!).getByRole('rowheader')).toHaveTextContent(row.label)
      const cells = within(shown[i]!).getAllByRole('cell')
      expect(cells).toHaveLength(2)
      ;[row.free, row.pro].forEach((cell, column) => {
        if (cell.kind === 'text') expect(cells[column]).toHaveTextContent(cell.text.replace(/\s+/g, ' '))
        else if (cell.included)
          expect(within(cells[column]!).getByRole('img')).toHaveAccessibleName(comparison.included)
        else expect(cells[column]).toHaveTextContent(comparison.notIncluded)
      })
    })
  })
})
