// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { caseStudies } from '../../../content/pages/case-studies'
import { caseStudyUi } from '../../../content/strings/cases'
import type { Locale } from '../../../content/site/locales'
import { LocaleProvider } from '../../../renderer/locale'
import { CaseFacts } from './case-study'

function renderFacts(locale: Locale, id: string) {
  const study = caseStudies[locale].find((c) => c.id === id)!
  render(
    <LocaleProvider locale={locale}>
      <CaseFacts study={study} />
    </LocaleProvider>,
  )
  const list = document.querySelector('dl')!
  /** The description of a term, found by the term's text as a reader hears it. */
  const described = (term: string) => {
    const dt = within(list).getByText(term, { selector: 'dt' })
    const dd = dt.nextElementSibling
    expect(dd?.tagName, term).toBe('DD')
    return dd as HTMLElement
  }
  return { study, list, described }
}

afterEach(cleanup)

describe('given the facts list of a case study', () => {
  it('pairs every term with its description, one group each, in a description list', () => {
    const { list } = renderFacts('en', 'kystlinje-logistikk')
    const groups = [...list.children]
    expect(groups.map((g) => g.tagName)).toEqual(groups.map(() => 'DIV'))
    for (const group of groups) expect([...group.children].map((c) => c.tagName)).toEqual(['DT', 'DD'])
    expect(groups.map((g) => (g as HTMLElement).dataset.fact)).toEqual([
      'client',
      'sector',
      'year',
      'duration',
      'team',
      'scope',
      'website',
    ])
  })

  it('states the year, the weeks, the team and the scope in Norwegian', () => {
    const t = caseStudyUi.nb.facts
    const { described } = renderFacts('nb', 'nordvik-bakeri')
    expect(described(t.year)).toHaveTextContent(/^2023$/)
    // "4 uker", with a no-break space, so the number never ends a line alone.
    expect(described(t.duration).textContent).toBe('4\u00a0uker')
    expect(described(t.team)).toHaveTextContent(/^Prosjektleder, designer, utvikler og SEO-spesialist$/)
    const scope = within(described(t.services)).getAllByRole('listitem')
    expect(scope.map((li) => li.textContent)).toEqual([
      'Nettbutikk i WooCommerce',
      'Vipps og ukeabonnement',
      'Lokal SEO for hver filial',
    ])
  })

  it('states them in English, with the roles named in English', () => {
    const t = caseStudyUi.en.facts
    const { study, described } = renderFacts('en', 'tindra-regnskap')
    expect(described(t.year)).toHaveTextContent(/^2025$/)
    expect(described(t.duration).textContent).toBe('6\u00a0weeks')
    expect(described(t.team)).toHaveTextContent(/^Paid ads specialist, copywriter and designer$/)
    expect(
      within(described(t.services))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(study.services)
    expect(described(t.website)).toHaveTextContent(study.site.host)
  })

  it('names a team of one role without a conjunction, and one week in the singular', () => {
    const study = caseStudies.en.find((c) => c.id === 'solvind-kurs')!
    render(
      <LocaleProvider locale="en">
        <CaseFacts study={{ ...study, project: { year: 2024, weeks: 1, team: ['developer'] } }} />
      </LocaleProvider>,
    )
    const t = caseStudyUi.en.facts
    expect(screen.getByText(t.team, { selector: 'dt' }).nextElementSibling?.textContent).toBe('Developer')
    expect(screen.getByText(t.duration, { selector: 'dt' }).nextElementSibling?.textContent).toBe('1\u00a0week')
  })
})
