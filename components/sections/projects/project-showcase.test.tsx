// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { projects, projectsPage } from '../../../content/pages/projects'
import { pathFor } from '../../../content/site/routes'
import { LocaleProvider } from '../../../renderer/locale'
import { ProjectShowcase } from './project-showcase'

describe('given the project showcase', () => {
  it('numbers the projects in order and shows a testimonial only where there is one', () => {
    const copy = projectsPage.en
    // The projects page quotes no client (their words are on the case studies); the showcase can.
    const quote = { quote: 'They listened first, and it shows.', name: 'Kari Nordmann', role: 'Owner, Fjord Bakery' }
    // The site's projects, at least two of them (a second step made from the first if there is one only).
    expect(projects.en.length).toBeGreaterThan(0)
    const all = projects.en.length > 1 ? projects.en : [...projects.en, { ...projects.en[0]!, id: 'second', step: 2 }]
    const shown = all.map((p, i) => (i === 1 ? { ...p, testimonial: quote } : p))
    render(
      <LocaleProvider locale="en">
        <ProjectShowcase projects={shown} title={copy.showcaseTitle} strings={copy} />
      </LocaleProvider>,
    )
    const items = screen.getAllByRole('listitem').filter((li) => li.dataset.slot === 'project')
    expect(items.map((li) => li.dataset.step)).toEqual(shown.map((_, i) => String(i + 1)))
    expect(within(items[0]!).getByText('01')).toBeInTheDocument()
    const quotes = items.map((li) => li.querySelector('[data-slot="project-testimonial"]') !== null)
    expect(quotes).toEqual(shown.map((_, i) => i === 1))
    expect(within(items[1]!).getByText(quote.quote)).toBeInTheDocument()
    expect(within(items[1]!).getByText(quote.name)).toBeInTheDocument()
    const first = items[0]!
    const project = shown[0]!
    // The project's service, in English.
    const link = project.link
    if (!link || !('to' in link)) throw new Error('the project links to no page of the site')
    expect(first.querySelector('[data-slot="project-link"]')).toHaveAttribute(
      'href',
      pathFor(link.to, 'en', link.params),
    )
    expect(first.querySelector('[data-slot="project-link"]')!.getAttribute('href')).toMatch(
      /^\/en\/services\/[a-z0-9-]+\/$/,
    )
    // The heading and the case button lead to the project's case study.
    const casePath = pathFor('projectCase', 'en', project.caseParams)
    expect(casePath).toMatch(/^\/en\/projects\/[a-z0-9-]+\/$/)
    expect(within(first).getByRole('link', { name: project.title })).toHaveAttribute('href', casePath)
    expect(within(first).getByRole('link', { name: `${copy.readCase}: ${project.client}` })).toHaveAttribute(
      'href',
      casePath,
    )
  })
})
