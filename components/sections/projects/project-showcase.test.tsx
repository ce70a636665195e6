// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { projects, projectsPage } from '../../../content/pages/projects'
import { LocaleProvider } from '../../../renderer/locale'
import { ProjectShowcase } from './project-showcase'

describe('given the project showcase', () => {
  it('numbers the projects in order and shows a testimonial only where there is one', () => {
    const copy = projectsPage.en
    // The projects page quotes no client (their words are on the case studies); the showcase can.
    const quote = { quote: 'They listened first, and it shows.', name: 'Kari Nordmann', role: 'Owner, Nordvik Bakeri' }
    const shown = projects.en.map((p, i) => (i === 1 ? { ...p, testimonial: quote } : p))
    render(
      <LocaleProvider locale="en">
        <ProjectShowcase projects={shown} title={copy.showcaseTitle} strings={copy} />
      </LocaleProvider>,
    )
    const items = screen.getAllByRole('listitem').filter((li) => li.dataset.slot === 'project')
    expect(items.map((li) => li.dataset.step)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8'])
    expect(within(items[0]!).getByText('01')).toBeInTheDocument()
    const quotes = items.map((li) => li.querySelector('[data-slot="project-testimonial"]') !== null)
    expect(quotes).toEqual(shown.map((_, i) => i === 1))
    expect(within(items[1]!).getByText(quote.quote)).toBeInTheDocument()
    expect(within(items[1]!).getByText(quote.name)).toBeInTheDocument()
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
