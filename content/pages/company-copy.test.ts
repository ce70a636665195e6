import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { contentRoot } from '../loader/files.ts'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { aboutPage, aboutPageFile } from './about.ts'
import { customerCases } from '../shared/customer-cases.ts'
import { caseResults, plans, ttsPlugin } from '../facts/facts.ts'
import { planSet } from '../facts/plans.ts'
import { formatNumber, formatPercent, formatPrice, formatPriceAmount, formatPriceSuffix } from '../site/format.ts'
import { placeholder as slot } from '../loader/slots.ts'
import { locales, type Locale } from '../site/locales.ts'
import { pluginsPage } from './plugins.ts'
import { projects, projectsPage } from './projects.ts'
import { routes } from '../site/routes.ts'
import { settings } from '../site/settings.ts'
import { ttsJsonLd } from '../../lib/structured-data/tts.ts'
import { filled, textsCompared, textsNotAsWritten, writtenIn } from '../../tests/support/copy-text.ts'
import type { KeyFigure } from './sections.ts'
import { proPriceText, ttsPage, ttsProductName } from './tts-page.ts'
import { caseStudies } from './case-studies/index.ts'

const placeholder = /\b(lorem|ipsum|todo|tbd|xxx|undefined|nan|null)\b|\{[a-z]+\}/i

/** Every string in a record, for completeness checks. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(strings)
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings)
  return []
}

/** The same keys in both languages, all the way down (arrays: the same length). */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shape)
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, shape(v)]))
  return typeof value
}

/** The headline results of each case file (content/cases/<id>.yml), as the marketer wrote them. */
const headlines = Object.fromEntries(
  readdirSync(path.join(contentRoot(), 'cases'))
    .filter((name) => name.endsWith('.yml'))
    .map((name) => {
      const data = parse(readFileSync(path.join(contentRoot(), 'cases', name), 'utf8')) as {
        nb: { results: { name: string; value: number; headline?: boolean }[] }
      }
      return [name.replace(/\.yml$/, ''), data.nb.results.filter((result) => result.headline)] as const
    }),
)

describe('the project cases', () => {
  it.each(locales)('are numbered steps, one per case file, in %s', (locale) => {
    const list = projects[locale]
    expect(list.length).toBeGreaterThan(0)
    expect(list.map((p) => p.id).sort()).toEqual(Object.keys(headlines).sort())
    expect(list.map((p) => p.step)).toEqual(list.map((_, i) => i + 1))
    expect(new Set(list.map((p) => p.id)).size).toBe(list.length)
  })

  it('tell the same clients in both languages, with translated copy', () => {
    expect(projects.nb.map((p) => p.id)).toEqual(projects.en.map((p) => p.id))
    projects.nb.forEach((nb, i) => {
      const en = projects.en[i]!
      expect(nb.title).not.toBe(en.title)
      expect(nb.image.alt).not.toBe(en.image.alt)
      expect(nb.image.image).toEqual(en.image.image)
    })
  })

  it.each(locales)('show each its own delivered site, with its alt text, and a link to its service in %s', (locale) => {
    for (const project of projects[locale]) {
      // The case's own screenshot, the one its case study page shows.
      const study = caseStudies[locale].find((c) => c.id === project.id)!
      expect(project.image).toEqual({ image: study.site.desktop, alt: study.site.alt.desktop })
      expect(project.image.image).toMatchObject({ width: 1440, height: 900 })
      expect(project.link && 'to' in project.link).toBe(true)
      expect(strings(project).join(' ')).not.toMatch(placeholder)
    }
  })

  it.each(locales)('show each case figure of the facts once, as the cases grid does, in %s', (locale) => {
    const results = projects[locale].map((p) => p.result)
    expect(results).toEqual(customerCases[locale].map((c) => c.result))
    // Each case's headline figures (its file's results marked headline) in its own result, a
    // percentage in no other case's.
    let shown = 0
    for (const project of projects[locale]) {
      for (const headline of headlines[project.id]!) {
        const percent = headline.name.endsWith('Percent')
        const figure = percent ? formatPercent(headline.value, locale) : formatNumber(headline.value, locale)
        expect(project.result, `${project.id} ${headline.name}`).toContain(figure)
        if (percent)
          expect(
            results.filter((r) => r.includes(figure)),
            figure,
          ).toEqual([project.result])
        shown++
      }
    }
    expect(shown).toBeGreaterThan(0)
    expect(Object.keys(caseResults).length).toBeGreaterThan(0)
  })

  it('have page copy of the same shape in both languages', () => {
    expect(shape(projectsPage.nb)).toEqual(shape(projectsPage.en))
    expect(strings(projectsPage).join(' ')).not.toMatch(placeholder)
  })
})

describe('the about page copy', () => {
  it('has the same shape in both languages', () => {
    expect(shape(aboutPage.nb)).toEqual(shape(aboutPage.en))
    expect(strings(aboutPage).join(' ')).not.toMatch(placeholder)
  })

  it.each(locales)('shows every text as its file writes it, with the facts and settings filled in (%s)', (locale) => {
    const written = writtenIn<Record<Locale, unknown>>('pages/about.yml')[locale]
    const shown = aboutPageFile.get()[locale]
    expect(textsCompared(written, shown)).toBeGreaterThan(0)
    expect(textsNotAsWritten(written, shown, locale)).toEqual([])
  })

  it.each(locales)(
    'shows each figure as its file writes it: a number read from the facts, never typed in (%s)',
    (locale) => {
      const written = writtenIn<Record<Locale, { story: { figures: KeyFigure[] } }>>('pages/about.yml')[locale]
      const figures = aboutPage[locale].story.figures
      expect(figures.map((figure) => figure.id)).toEqual(written.story.figures.map((figure) => figure.id))
      figures.forEach((figure, i) => {
        const own = written.story.figures[i]!
        // A figure's number is a fact's: the file names the fact, and the page writes its value.
        expect(own.value.replace(slot, ''), figure.id).not.toMatch(/\d/)
        expect(figure.value, figure.id).toBe(filled(own.value, locale))
        expect(figure.value, figure.id).not.toMatch(/\{/)
        expect(figure.label, figure.id).toBe(filled(own.label, locale))
        // The basis is a sentence of its own, begun with a capital.
        const basis = own.basis === undefined ? undefined : filled(own.basis, locale)
        expect(figure.basis, figure.id).toBe(basis && `${basis.charAt(0).toUpperCase()}${basis.slice(1)}`)
      })
    },
  )
})

describe('the plugins index copy', () => {
  it('has the same shape in both languages, names each plugin after its page and shows its texts as the file writes them', () => {
    expect(shape(pluginsPage.nb)).toEqual(shape(pluginsPage.en))
    expect(strings(pluginsPage).join(' ')).not.toMatch(placeholder)
    const pageNames = { pluginTts: ttsProductName }
    for (const locale of locales) {
      expect(pluginsPage[locale].plugins.length).toBeGreaterThan(0)
      for (const plugin of pluginsPage[locale].plugins) {
        expect(routes).toHaveProperty(plugin.page)
        expect(plugin.name, plugin.id).toBe(pageNames[plugin.page][locale])
      }
      // Its figures (the plugin's version among them) from the facts, {proPrice} the text-to-speech page's line.
      const written = writtenIn<Record<Locale, unknown>>('pages/plugins.yml')[locale]
      expect(textsCompared(written, pluginsPage[locale])).toBeGreaterThan(0)
      expect(textsNotAsWritten(written, pluginsPage[locale], locale, { proPrice: proPriceText(locale) })).toEqual([])
    }
  })
})

describe('the text-to-speech page copy', () => {
  it('has the same shape in both languages (only the Norwegian PRO plan adds the yearly price)', () => {
    const withoutPlans = (locale: Locale) => ({
      ...ttsPage[locale],
      comparison: { ...ttsPage[locale].comparison, plans: [] },
    })
    expect(shape(withoutPlans('nb'))).toEqual(shape(withoutPlans('en')))
    expect(ttsPage.nb.comparison.plans.map((p) => p.id)).toEqual(ttsPage.en.comparison.plans.map((p) => p.id))
    expect(strings(ttsPage).join(' ')).not.toMatch(placeholder)
  })

  it('prices every plan as the price facts state, PRO with a link to the shop', () => {
    for (const locale of locales) {
      const facts = planSet(plans, 'tts', locale)
      const shownPlans = ttsPage[locale].comparison.plans
      expect(shownPlans.map((plan) => plan.id)).toEqual(facts.map((plan) => plan.id))
      for (const plan of shownPlans) {
        const price = facts.find((each) => each.id === plan.id)!.price
        expect(plan.price, `${locale} ${plan.id}`).toBe(formatPriceAmount(price, locale))
        expect(plan.priceSuffix, `${locale} ${plan.id}`).toBe(formatPriceSuffix(price, locale))
      }
      expect(shownPlans.filter((plan) => plan.highlight).length).toBeLessThanOrEqual(1)
      // The PRO price in words, as the page's copy and FAQ say it.
      const pro = facts.find((plan) => plan.id === 'pro')!.price
      expect(proPriceText(locale)).toContain(formatPrice(pro, locale))
      expect(shownPlans.find((plan) => plan.id === 'pro')!.buttonLink).toEqual({
        href: settings.plugin.proShopUrl,
        external: true,
      })
    }
    // A year of PRO costs no more than twelve months of it.
    const monthly = planSet(plans, 'tts', 'nb').find((plan) => plan.id === 'pro')!.price
    expect(monthly).toMatchObject({ kind: 'amount', currency: 'NOK', per: 'month' })
    expect(ttsPlugin.pro.nokPerYear).toBeGreaterThan(0)
    expect(ttsPlugin.pro.nokPerYear).toBeLessThanOrEqual(12 * (monthly as { amount: number }).amount)
  })

  it.each(locales)(
    'shows each cell of the comparison as its file writes it: a text with the facts filled in, or a mark (%s)',
    (locale) => {
      type Cell = { text?: string; included?: boolean }
      const written =
        writtenIn<Record<Locale, { comparison: { rows: { id: string; free: Cell; pro: Cell }[] } }>>('pages/tts.yml')[
          locale
        ].comparison.rows
      const rows = ttsPage[locale].comparison.rows
      expect(rows.length).toBeGreaterThan(0)
      expect(rows.map((row) => row.id)).toEqual(written.map((row) => row.id))
      rows.forEach((row, i) => {
        for (const tier of ['free', 'pro'] as const) {
          const own = written[i]![tier]
          expect(row[tier], `${row.id} ${tier}`).toEqual(
            own.text === undefined
              ? { kind: 'mark', included: own.included === true }
              : { kind: 'text', text: filled(own.text, locale, { proPrice: proPriceText(locale) }) },
          )
        }
      })
    },
  )

  it.each(locales)('answers every FAQ question in %s', (locale) => {
    const items = ttsPage[locale].faq.items
    expect(items.length).toBeGreaterThan(0)
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length)
    for (const item of items) expect(item.answer, item.id).toBeTruthy()
  })
})

describe('the structured data of the text-to-speech page', () => {
  it.each(locales)('has FAQPage, SoftwareApplication, VideoObject and breadcrumbs in %s', (locale) => {
    const nodes = ttsJsonLd(locale)
    const byType = (type: string) => nodes.find((n) => n['@type'] === type) as Record<string, unknown>
    expect(nodes.map((n) => n['@type'])).toEqual(
      expect.arrayContaining(['WebPage', 'SoftwareApplication', 'VideoObject', 'FAQPage', 'BreadcrumbList']),
    )
    const app = byType('SoftwareApplication')
    expect(app).toMatchObject({
      softwareVersion: ttsPlugin.version,
      operatingSystem: 'WordPress',
      aggregateRating: { ratingValue: ttsPlugin.rating, reviewCount: ttsPlugin.reviewCount },
    })
    // One offer per plan of the facts, at the plan's price in the page's language.
    const offers = app.offers as { price: string; priceCurrency: string; url: string }[]
    const facts = planSet(plans, 'tts', locale)
    expect(offers).toHaveLength(facts.length)
    facts.forEach((plan, i) => {
      const price = plan.price as { amount: number; currency: string }
      expect(offers[i], plan.id).toMatchObject({ price: String(price.amount), priceCurrency: price.currency })
    })
    expect(offers[facts.findIndex((plan) => plan.id === 'pro')]!.url).toBe(settings.plugin.proShopUrl)
    const video = byType('VideoObject')
    for (const field of ['name', 'description', 'thumbnailUrl', 'uploadDate', 'contentUrl', 'duration'])
      expect(video[field], field).toBeTruthy()
    expect(video.duration).toMatch(/^PT\d+S$/)
    const faq = byType('FAQPage').mainEntity as { name: string; acceptedAnswer: { text: string } }[]
    expect(faq.map((q) => q.name)).toEqual(ttsPage[locale].faq.items.map((i) => i.question))
    for (const q of faq) expect(q.acceptedAnswer.text, q.name).toBeTruthy()
    const crumbs = byType('BreadcrumbList').itemListElement as unknown[]
    expect(crumbs).toHaveLength(3)
  })
})
