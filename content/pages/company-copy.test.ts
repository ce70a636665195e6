import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { aboutPage } from './about'
import { customerCases } from '../shared/customer-cases'
import { caseResults, claims, plans, ttsPlugin } from '../facts/facts'
import { planSet } from '../facts/plans'
import { formatNumber, formatPercent, formatPrice, formatPriceAmount, formatPriceSuffix } from '../site/format'
import { locales, type Locale } from '../site/locales'
import { pluginsPage } from './plugins'
import { projects, projectsPage } from './projects'
import { plainText, type RichText } from '../rich-text'
import { settings } from '../site/settings'
import { ttsJsonLd } from '../../lib/structured-data/tts'
import { proPriceText, ttsPage } from './tts-page'
import { caseStudies } from './case-studies'

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

const text = (value: RichText) => plainText(value)

/** The headline results of each case file (content/cases/<id>.yml), as the marketer wrote them. */
const headlines = Object.fromEntries(
  readdirSync(path.resolve('content/cases'))
    .filter((name) => name.endsWith('.yml'))
    .map((name) => {
      const data = parse(readFileSync(path.resolve('content/cases', name), 'utf8')) as {
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

  it.each(locales)('show each its own delivered site, with alt text, a description and a result in %s', (locale) => {
    for (const project of projects[locale]) {
      // The case's own screenshot, the one its case study page shows.
      const study = caseStudies[locale].find((c) => c.id === project.id)!
      expect(project.image).toEqual({ image: study.site.desktop, alt: study.site.alt.desktop })
      expect(project.image.image).toMatchObject({ width: 1440, height: 900 })
      expect(project.image.alt.length).toBeGreaterThan(15)
      expect(text(project.description).length).toBeGreaterThan(150)
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

  it.each(locales)('states the agency figures from the facts in %s', (locale: Locale) => {
    const values = aboutPage[locale].story.figures.map((f) => f.value)
    expect(values).toEqual([
      formatPercent(claims.moreEnquiriesPercent, locale),
      `${formatNumber(claims.customers, locale)}+`,
      `${formatNumber(claims.hostingYears, locale)}+`,
      formatNumber(claims.firstCampaignDays, locale),
    ])
    expect(aboutPage[locale].hero.subtitle).toContain(settings.offices[0]!.city)
    expect(aboutPage[locale].feedback.intro).toContain(String(claims.customers))
  })
})

describe('the plugins index copy', () => {
  it('has the same shape in both languages and links to the plugin page', () => {
    expect(shape(pluginsPage.nb)).toEqual(shape(pluginsPage.en))
    expect(pluginsPage.nb.plugins.map((p) => p.page)).toEqual(['pluginTts'])
    expect(strings(pluginsPage).join(' ')).not.toMatch(placeholder)
    expect(pluginsPage.en.plugins[0]!.version).toContain(ttsPlugin.version)
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

  it.each(locales)('compares free and PRO on credits, languages, quality, storage and refund in %s', (locale) => {
    const rows = Object.fromEntries(ttsPage[locale].comparison.rows.map((row) => [row.id, row]))
    const cell = (id: string, tier: 'free' | 'pro') => {
      const value = rows[id]![tier]
      return value.kind === 'text' ? value.text : value.included
    }
    expect(cell('credits', 'free')).toContain(formatNumber(ttsPlugin.freeCreditsPerMonth, locale))
    expect(cell('credits', 'pro')).toContain(formatNumber(ttsPlugin.proCreditsPerMonth, locale))
    expect(cell('credits', 'pro')).toContain(String(ttsPlugin.proMinutesPerMonth))
    expect(cell('languages', 'pro')).toBe(String(ttsPlugin.languages))
    expect(cell('quality', 'free')).toBe(`${ttsPlugin.audioKbps} kbit/s`)
    expect(cell('storage', 'free')).toBe(false)
    expect(cell('storage', 'pro')).toBe(true)
    expect(cell('refund', 'pro')).toContain(String(ttsPlugin.refundDays))
  })

  it.each(locales)('answers every FAQ question in %s', (locale) => {
    const items = ttsPage[locale].faq.items
    expect(items.length).toBeGreaterThanOrEqual(6)
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length)
    for (const item of items) expect(text(item.answer ?? '').length, item.id).toBeGreaterThan(40)
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
    for (const q of faq) expect(q.acceptedAnswer.text.length).toBeGreaterThan(40)
    const crumbs = byType('BreadcrumbList').itemListElement as unknown[]
    expect(crumbs).toHaveLength(3)
  })
})
