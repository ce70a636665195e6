// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { settings } from '../../../content/site/settings'
import { ttsPage } from '../../../content/pages/tts-page'
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
      '/wordpress-plugins/tekst-til-tale/#intro',
    )
    const free = screen.getByRole('link', { name: ttsPage.nb.download.buttons.free })
    expect(free).toHaveAttribute('data-track', 'free')
    expect(free).toHaveAttribute('href', settings.plugin.freeDownloadUrl)
    expect(document.querySelectorAll('[data-track]')).toHaveLength(3)
  })

  it('compares the two versions in a table with row headers and marks for yes and no', () => {
    render(
      <LocaleProvider locale="en">
        <TtsComparison comparison={ttsPage.en.comparison} />
      </LocaleProvider>,
    )
    const table = screen.getByRole('table', { name: ttsPage.en.comparison.caption })
    const storage = within(table).getByRole('row', { name: /External storage/ })
    expect(within(storage).getByText(ttsPage.en.comparison.notIncluded)).toBeInTheDocument()
    expect(within(storage).getByRole('img', { name: ttsPage.en.comparison.included })).toBeInTheDocument()
    expect(screen.getAllByRole('group')).toHaveLength(2)
    expect(screen.getByText(ttsPage.en.comparison.plans[1]!.price)).toBeInTheDocument()
    const buy = screen.getByRole('link', { name: ttsPage.en.comparison.plans[1]!.buttonText })
    expect(buy).toHaveAttribute('href', settings.plugin.proShopUrl)
    expect(buy).toHaveAttribute('data-track', 'pro')
    // The free plan's button scrolls to the download section; the tracked free button is there.
    expect(screen.getByRole('link', { name: ttsPage.en.comparison.plans[0]!.buttonText })).not.toHaveAttribute(
      'data-track',
    )
  })
})
