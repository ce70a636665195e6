import { contentRoot } from '../../loader/files.ts'
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { colorLogo, reviewLogos } from '../../facts/brands.ts'
import { describe, expect, it } from 'vitest'
import { organizationId } from '../../../lib/structured-data/company.ts'
import { caseProjects, caseResults, caseStudyFacts, claims, company, timelines } from '../../facts/facts.ts'
import { teamRoles } from '../../facts/schema.ts'
import { caseStudyUi } from '../../strings/cases.ts'
import { locales } from '../../site/locales.ts'
import { sitePages } from '../../site/pages.ts'
import { projects } from '../projects.ts'
import { matchRoute, pathFor } from '../../site/routes.ts'
import { settings } from '../../site/settings.ts'
import { caseStudies, findCaseStudy, nextCaseStudy, type CaseStudy } from './index.ts'
import { caseStudyIds } from './slugs.ts'
import { weeks } from './format.ts'

/** The project facts of the case files, by client. */
const projectsById: Record<string, (typeof caseProjects)[keyof typeof caseProjects]> = caseProjects
import { caseStudyParams } from './slugs.ts'
import { caseStudyJsonLd } from '../../../lib/structured-data/case-studies.ts'
import { largestSrc } from '../../../media-src/types.ts'

/** Every number of a fact module, walked deeply. */
function numbers(value: unknown): number[] {
  if (typeof value === 'number') return [value]
  if (value && typeof value === 'object') return Object.values(value).flatMap(numbers)
  return []
}

/** The numbers a figure prints: "+300 %" -> 300, "1 200" -> 1200, "1,6 s" -> 1.6, "150" -> 150. */
function printedNumbers(text: string, locale: 'nb' | 'en'): number[] {
  const group = locale === 'nb' ? /[\u00a0 ](?=\d{3}\b)/g : /,(?=\d{3}\b)/g
  const decimal = locale === 'nb' ? ',' : '.'
  return [...text.replace(group, '').matchAll(/\d+(?:[.,]\d+)?/g)].map((m) => Number(m[0].replace(decimal, '.')))
}

const forEachStudy = (test: (study: CaseStudy, locale: 'nb' | 'en') => void) => {
  for (const locale of locales) for (const study of caseStudies[locale]) test(study, locale)
}

describe('the case studies', () => {
  it('tell every project of the projects page, one per case file, in its order, in both languages', () => {
    for (const locale of locales) {
      expect(caseStudies[locale].map((c) => c.id)).toEqual(projects[locale].map((p) => p.id))
    }
    const files = readdirSync(path.join(contentRoot(), 'cases')).filter((name) => name.endsWith('.yml'))
    expect(files.length).toBeGreaterThan(0)
    expect([...caseStudyIds()].sort()).toEqual(files.map((name) => name.replace(/\.yml$/, '')).sort())
  })

  it('have the same structure in both languages', () => {
    for (const id of caseStudyIds()) {
      const [nb, en] = locales.map((locale) => caseStudies[locale].find((c) => c.id === id)!)
      expect(
        nb!.approach.map((s) => s.id),
        id,
      ).toEqual(en!.approach.map((s) => s.id))
      expect(
        nb!.figures.map((f) => f.id),
        id,
      ).toEqual(en!.figures.map((f) => f.id))
      expect(nb!.challenge.length, id).toBe(en!.challenge.length)
      expect(nb!.services.length, id).toBe(en!.services.length)
      expect(nb!.title, id).not.toBe(en!.title)
      expect(nb!.summary, id).not.toBe(en!.summary)
    }
  })

  it('follow the fixed structure: two to four steps, three or four results, a quote from the client', () => {
    forEachStudy((study) => {
      expect(study.approach.length, study.id).toBeGreaterThanOrEqual(2)
      expect(study.approach.length, study.id).toBeLessThanOrEqual(4)
      expect(study.figures.length, study.id).toBeGreaterThanOrEqual(3)
      expect(study.figures.length, study.id).toBeLessThanOrEqual(4)
      expect(study.challenge.length, study.id).toBeGreaterThan(0)
      expect(study.testimonial.brandId, study.id).toBe(study.id)
    })
  })

  it('are written out: no placeholder, no empty field, every sentence ends', () => {
    forEachStudy((study) => {
      const text = [
        study.sector,
        study.title,
        study.headline,
        study.summary,
        ...study.challenge,
        study.goal,
        ...study.approach.flatMap((s) => [s.title, s.text]),
        study.delivered,
        ...study.services,
        ...study.figures.flatMap((f) => [f.value, f.label]),
      ]
      for (const part of text) expect(part.trim().length, study.id).toBeGreaterThan(0)
      expect(text.join(' ')).not.toMatch(/\b(lorem|ipsum|todo|tbd|xxx|undefined|NaN|null)\b|\{[a-z]+\}/i)
      for (const paragraph of [study.summary, ...study.challenge, study.goal, study.delivered])
        expect(paragraph, study.id).toMatch(/[.!?]$/)
    })
  })

  it('state the result in one line with the figure of the first result', () => {
    forEachStudy((study, locale) => {
      const [first] = study.figures
      expect(study.headline, study.id).toContain(first!.value.replace(/^[+\u2212]/, ''))
      expect(printedNumbers(study.headline, locale).length).toBeGreaterThan(0)
    })
  })

  it('print only figures that content/facts/facts.ts holds for the case', () => {
    forEachStudy((study, locale) => {
      const allowed = new Set([
        ...numbers(caseResults),
        ...numbers((caseStudyFacts as Record<string, unknown>)[study.id]),
        ...numbers(projectsById[study.id]),
        ...numbers(claims),
        ...numbers(timelines),
      ])
      for (const figure of study.figures) {
        for (const value of printedNumbers(`${figure.value} ${figure.label}`, locale))
          expect(allowed.has(value), `${study.id} ${locale}: ${value} in "${figure.value} ${figure.label}"`).toBe(true)
      }
    })
  })

  it('show the delivered website as screenshots of the pipeline, with alt text in the page language', () => {
    forEachStudy((study, locale) => {
      // The screenshots of content/media/cases/, a desktop's 1440 x 900 and a phone's upright one.
      expect(study.site.desktop).toMatchObject({ width: 1440, height: 900 })
      expect(largestSrc(study.site.desktop)).toMatch(/^\/assets\/media\/cases-/)
      expect(study.site.phone.height).toBeGreaterThan(study.site.phone.width)
      expect(largestSrc(study.site.phone)).toMatch(/^\/assets\/media\/cases-/)
      // Alt text in the page's language, with the client's name filled in where it names it.
      for (const alt of [study.site.alt.desktop, study.site.alt.phone]) {
        expect(alt).toMatch(/\S/)
        expect(alt).not.toMatch(/\{client\}/)
      }
      expect(study.site.alt.desktop).not.toBe(
        caseStudies[locale === 'nb' ? 'en' : 'nb'].find((c) => c.id === study.id)!.site.alt.desktop,
      )
      // The logo in the client's own colours on the light theme, the strip's pale one on the dark.
      expect(study.logo.image).toEqual(colorLogo(study.id))
      expect(study.logo.darkImage).toEqual(reviewLogos.find((logo) => logo.id === study.id)!.darkImage)
      expect(study.logo.image).toMatchObject({ width: 240, height: 48 })
    })
  })

  it('lead on to the next case and back to the first after the last', () => {
    for (const locale of locales) {
      const seen = new Set<string>()
      let study = caseStudies[locale][0]!
      for (let i = 0; i < caseStudyIds().length; i++) {
        seen.add(study.id)
        const next = nextCaseStudy(locale, study.id)
        expect(next.id).not.toBe(study.id)
        study = next
      }
      expect(seen.size).toBe(caseStudyIds().length)
      expect(study.id).toBe(caseStudies[locale][0]!.id)
    }
  })
})

describe('the project facts of the case studies', () => {
  it('are in every case file and for no other: a year, weeks and a team', () => {
    expect(Object.keys(caseProjects).sort()).toEqual(caseStudyIds().sort())
    const thisYear = new Date().getFullYear()
    for (const id of caseStudyIds()) {
      const project = projectsById[id]!
      expect(Number.isInteger(project.year), id).toBe(true)
      // No case is from before the agency was founded, or from a year still to come.
      expect(project.year, id).toBeGreaterThanOrEqual(company.foundedYear)
      expect(project.year, id).toBeLessThanOrEqual(thisYear)
      expect(Number.isInteger(project.weeks) && project.weeks > 0, id).toBe(true)
      expect(project.team.length, id).toBeGreaterThan(0)
      expect(new Set(project.team).size, id).toBe(project.team.length)
    }
  })

  it('reach each page unchanged, with every role and the scope written in its language', () => {
    forEachStudy((study, locale) => {
      expect(study.project).toEqual(projectsById[study.id])
      for (const role of study.project.team) expect(caseStudyUi[locale].roles[role].trim(), role).not.toBe('')
      // The scope: what was delivered, as a list of items.
      expect(study.services.length, study.id).toBeGreaterThan(0)
      for (const item of study.services) expect(item.trim(), `${study.id} ${locale}`).not.toBe('')
    })
    for (const role of teamRoles) {
      for (const locale of locales) expect(caseStudyUi[locale].roles[role], role).toMatch(/\p{L}/u)
    }
    // Words for the same roles differ between the languages where the languages do.
    expect(caseStudyUi.nb.roles.developer).not.toBe(caseStudyUi.en.roles.developer)
  })

  it('give the duration every figure in weeks states: the launch is the end of the project', () => {
    const weekFigures: Record<string, string[]> = {}
    forEachStudy((study, locale) => {
      for (const figure of study.figures) {
        if (!/\b(uker?|weeks?)\b/.test(figure.value)) continue
        ;(weekFigures[`${study.id} ${locale}`] ??= []).push(figure.id)
        expect(figure.value, `${study.id} ${locale}`).toBe(weeks(study.project.weeks, locale))
      }
    })
    // A figure in weeks in one language is the same figure in weeks in the other.
    for (const study of caseStudies.nb) {
      expect(weekFigures[`${study.id} en`] ?? [], study.id).toEqual(weekFigures[`${study.id} nb`] ?? [])
    }
  })

  it('agree with the timelines the case tells: a simple store was built within the weeks a simple store takes', () => {
    const { from, to } = timelines.onlineStoreSimpleWeeks
    forEachStudy((study, locale) => {
      if (!/enkel nettbutikk|simple (online )?store/i.test(JSON.stringify(study))) return
      expect(study.project.weeks, `${study.id} ${locale}`).toBeGreaterThanOrEqual(from)
      expect(study.project.weeks, `${study.id} ${locale}`).toBeLessThanOrEqual(to)
    })
  })

  it('leave time for the results: a case that counts a first year’s results was delivered before this year', () => {
    forEachStudy((study) => {
      if (!/første året|first year/.test(study.headline)) return
      expect(study.project.year, study.id).toBeLessThan(new Date().getFullYear())
    })
  })
})

describe('the addresses of the case studies', () => {
  it('are clean, unique per language and match back to their case', () => {
    for (const locale of locales) {
      const slugs = caseStudyIds().map((id) => caseStudyParams(id, locale).slug)
      expect(new Set(slugs).size).toBe(slugs.length)
      for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
      for (const study of caseStudies[locale]) {
        expect(study.path).toBe(pathFor('projectCase', locale, caseStudyParams(study.id, locale)))
        expect(matchRoute(study.path)).toEqual({
          id: 'projectCase',
          locale,
          params: caseStudyParams(study.id, locale),
        })
        expect(findCaseStudy(locale, caseStudyParams(study.id, locale).slug!)?.id).toBe(study.id)
      }
    }
    expect(findCaseStudy('nb', 'finnes-ikke')).toBeUndefined()
  })

  it('are twins of each other, so the language switcher and hreflang find the other language', () => {
    forEachStudy((study, locale) => {
      const other = locale === 'nb' ? 'en' : 'nb'
      const twin = caseStudies[other].find((c) => c.id === study.id)!
      expect(pathFor('projectCase', other, study.twinParams[other])).toBe(twin.path)
    })
  })

  it('are pages of the site: prerendered and in the sitemap, one per case in each language', () => {
    const pages = sitePages().filter((page) => page.id === 'projectCase')
    expect(pages).toHaveLength(caseStudyIds().length * locales.length)
    expect(pages.every((page) => page.indexable)).toBe(true)
    expect(pages.map((page) => page.path).sort()).toEqual(
      locales.flatMap((locale) => caseStudies[locale].map((c) => c.path)).sort(),
    )
  })
})

describe('the structured data of a case study', () => {
  it.each(locales)('describes the case as a CreativeWork with its screenshots and breadcrumbs in %s', (locale) => {
    const study = caseStudies[locale][0]!
    const crumbs = [
      { name: 'Home', path: pathFor('home', locale) },
      { name: 'Projects', path: pathFor('projects', locale) },
      { name: study.client, path: study.path },
    ]
    const nodes = caseStudyJsonLd(locale, study, crumbs)
    expect(nodes.map((n) => n['@type'])).toEqual(['CreativeWork', 'Organization', 'BreadcrumbList'])
    const [work, organization, breadcrumbs] = nodes as Record<string, unknown>[]
    expect(work).toMatchObject({
      '@context': 'https://schema.org',
      url: `${settings.siteUrl}${study.path}`,
      inLanguage: locale,
      headline: study.title,
      description: study.summary,
      about: { '@type': 'Organization', name: study.client },
      publisher: { '@id': organizationId },
    })
    const shots = work!.image as { contentUrl: string; width: number; height: number; caption: string }[]
    expect(shots).toHaveLength(2)
    for (const shot of shots) {
      expect(shot.contentUrl).toMatch(new RegExp(`^${settings.siteUrl}/assets/media/cases-${study.id}-.+\\.webp$`))
      expect(shot.width).toBeGreaterThan(0)
      expect(shot.caption.length).toBeGreaterThan(20)
    }
    expect(organization!['@id']).toBe(organizationId)
    const items = breadcrumbs!.itemListElement as { position: number; item: string }[]
    expect(items.map((i) => i.position)).toEqual([1, 2, 3])
    expect(items[2]!.item).toBe(`${settings.siteUrl}${study.path}`)
    expect(JSON.parse(JSON.stringify(nodes))).toEqual(nodes)
  })
})
