// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { caseStudies, type CaseStudy } from '../../../content/pages/case-studies'
import { caseStudyUi } from '../../../content/strings/cases'
import type { Locale } from '../../../content/site/locales'
import { LocaleProvider } from '../../../renderer/locale'
import { CaseFacts } from './case-study'

/**
 * The facts list of a case study: the first of the site's, or that one with the project and the
 * scope the test gives it, so that what the test expects does not follow the marketer's cases.
 */
function renderFacts(locale: Locale, change: Partial<Pick<CaseStudy, 'project' | 'services'>> = {}) {
  const first = caseStudies[locale][0]
  expect(first).toBeDefined()
  const study: CaseStudy = { ...first!, ...change }
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
    const { list } = renderFacts('en')
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
    const { described } = renderFacts('nb', {
      project: { year: 2023, weeks: 4, team: ['projectManager', 'designer', 'developer', 'seoSpecialist'] },
      services: ['Første leveranse', 'Andre leveranse', 'Tredje leveranse'],
    })
    expect(described(t.year)).toHaveTextContent(/^2023$/)
    // "4 uker", with a no-break space, so the number never ends a line alone.
    expect(described(t.duration).textContent).toBe('4\u00a0uker')
    expect(described(t.team)).toHaveTextContent(/^Prosjektleder, designer, utvikler og SEO-spesialist$/)
    const scope = within(described(t.services)).getAllByRole('listitem')
    expect(scope.map((li) => li.textContent)).toEqual(['Første leveranse', 'Andre leveranse', 'Tredje leveranse'])
  })

  it('states them in English, with the roles named in English', () => {
    const t = caseStudyUi.en.facts
    const { study, described } = renderFacts('en', {
      project: { year: 2025, weeks: 6, team: ['adsSpecialist', 'copywriter', 'designer'] },
    })
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
    const study = caseStudies.en[0]!
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
