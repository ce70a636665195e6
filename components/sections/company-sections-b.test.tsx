// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { legalStrings } from '../../content/legal/document'
import { privacyPolicy } from '../../content/legal/privacy'
import { projects, projectsPage } from '../../content/projects'
import { settings } from '../../content/settings'
import { ttsPage } from '../../content/tts-page'
import { LocaleProvider } from '../../renderer/locale'
import { LegalDocument } from './legal-document'
import { ProjectShowcase } from './project-showcase'
import TtsComparison from './tts-comparison'
import TtsDownload from './tts-download'
import { TtsHero } from './tts-hero'

describe('given a legal document', () => {
  it('lists every section in the table of contents, each pointing to its heading', () => {
    const { container } = render(
      <LocaleProvider locale="nb">
        <LegalDocument document={privacyPolicy.nb} strings={legalStrings.nb} updatedText="21. november 2026" />
      </LocaleProvider>,
    )
    const toc = screen.getByRole('navigation', { name: legalStrings.nb.contents })
    const links = within(toc).getAllByRole('link')
    expect(links).toHaveLength(privacyPolicy.nb.sections.length)
    for (const link of links) {
      const section = container.querySelector(link.getAttribute('href')!)
      expect(section?.tagName).toBe('SECTION')
      expect(within(section as HTMLElement).getByRole('heading', { level: 2 })).toHaveTextContent(link.textContent!)
    }
    expect(screen.getByText('21. november 2026')).toHaveAttribute('dateTime', privacyPolicy.nb.updated)
  })
})

describe('given the project showcase', () => {
  it('numbers the projects in order and shows a testimonial only where there is one', () => {
    const copy = projectsPage.en
    render(
      <LocaleProvider locale="en">
        <ProjectShowcase projects={projects.en} title={copy.showcaseTitle} strings={copy} />
      </LocaleProvider>,
    )
    const items = screen.getAllByRole('listitem').filter((li) => li.dataset.slot === 'project')
    expect(items.map((li) => li.dataset.step)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8'])
    expect(within(items[0]!).getByText('01')).toBeInTheDocument()
    const quotes = items.map((li) => li.querySelector('[data-slot="project-testimonial"]') !== null)
    expect(quotes).toEqual(projects.en.map((p) => p.testimonial !== undefined))
    const first = items[0]!
    expect(first.querySelector('[data-slot="project-link"]')).toHaveAttribute(
      'href',
      '/en/services/start-online-store/',
    )
    // The heading and the case button lead to the project's case study.
    expect(within(first).getByRole('link', { name: projects.en[0]!.title })).toHaveAttribute(
      'href',
      '/en/projects/nordvik-bakeri/',
    )
    expect(within(first).getByRole('link', { name: `${copy.readCase}: Nordvik Bakeri` })).toHaveAttribute(
      'href',
      '/en/projects/nordvik-bakeri/',
    )
  })
})

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
