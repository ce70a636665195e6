import { describe, expect, it } from 'vitest'
import { contentWith, loadError, type Blocks } from '../../tests/support/content-copy.ts'
import { plans, ttsPlugin } from '../facts/facts.ts'
import { planSet } from '../facts/plans.ts'
import { formatFact } from '../loader/placeholders.ts'
import { formatNumber } from '../site/format.ts'
import { textsNotAsWritten, writtenIn } from '../../tests/support/copy-text.ts'
import { pluginsFile, pluginsPage } from './plugins.ts'
import { proPriceText, ttsFile, ttsPage } from './tts-page.ts'

/** The comparison table's rows of a block, as the file holds them. */
const rows = (data: Blocks, locale: 'nb' | 'en') =>
  (data[locale].comparison as { rows: Record<string, Record<string, unknown>>[] }).rows

describe('the text-to-speech page file', () => {
  it('fills in the facts, leaves the PRO price line for the module, and reads each cell of the table as a text or a mark', () => {
    // {proPrice} is the file's own slot: the loader leaves it where the file writes it.
    const root = contentWith('pages/tts.yml', (data) => {
      const [item] = (data.nb.faq as { items: Record<string, unknown>[] }).items
      item!.answer = 'PRO koster {proPrice}, {fact:ttsPlugin.refundDays} dagers refusjon.'
    })
    expect(ttsFile.get({ root }).nb.faq.items[0]!.answer).toBe(
      `PRO koster {proPrice}, ${ttsPlugin.refundDays} dagers refusjon.`,
    )
    // The site's file: every text as written, with the facts filled in and {proPrice} left.
    const file = ttsFile.get()
    const written = writtenIn('pages/tts.yml')
    for (const locale of ['nb', 'en'] as const) {
      expect(textsNotAsWritten(written[locale], file[locale], locale, { proPrice: '{proPrice}' })).toEqual([])
    }
    // The module fills {proPrice} with the line, and reads each cell as a text or a mark.
    expect(JSON.stringify(ttsPage)).not.toMatch(/\{(proPrice|fact:|setting:|brand)/)
    for (const locale of ['nb', 'en'] as const) {
      expect(textsNotAsWritten(written[locale], ttsPage[locale], locale, { proPrice: proPriceText(locale) })).toEqual(
        [],
      )
      rows(written, locale).forEach((row, i) => {
        const shown = ttsPage[locale].comparison.rows[i]!
        for (const tier of ['free', 'pro'] as const) {
          const cell = row[tier] as { text?: string; included?: boolean }
          expect(shown[tier], `${locale} ${shown.id} ${tier}`).toMatchObject(
            cell.text === undefined ? { kind: 'mark', included: cell.included === true } : { kind: 'text' },
          )
        }
      })
    }
  })

  it('states the free minutes as a fact that follows from the credits', () => {
    const minutes = (ttsPlugin.freeCreditsPerMonth / ttsPlugin.proCreditsPerMonth) * ttsPlugin.proMinutesPerMonth
    expect(formatFact('ttsPlugin.freeMinutesPerMonth', 'en')).toEqual({ text: String(minutes) })
    const root = contentWith('pages/tts.yml', (data) => {
      rows(data, 'en')[0]!.free = {
        text: '{fact:ttsPlugin.freeCreditsPerMonth} (about {fact:ttsPlugin.freeMinutesPerMonth} min)',
      }
    })
    expect(ttsFile.get({ root }).en.comparison.rows[0]!.free).toEqual({
      text: `${formatNumber(ttsPlugin.freeCreditsPerMonth, 'en')} (about ${minutes} min)`,
    })
  })

  it('refuses a cell with both a text and a mark, or with neither, naming the cell', () => {
    let last = 0
    const root = contentWith('pages/tts.yml', (data) => {
      rows(data, 'nb')[0]!.free = { text: 'Ja', included: true }
      last = rows(data, 'en').length - 1
      rows(data, 'en')[last]!.pro = {}
    })
    const message = loadError(() => ttsFile.get({ root }))
    expect(message).toMatch(
      /tts\.yml: nb\.comparison\.rows\.0\.free: expected either a text or included: true or false, one of the two/,
    )
    expect(message).toContain(`tts.yml: en.comparison.rows.${last}.pro: expected either a text or included`)
  })

  it('refuses plans other than those of the plan set tts, and an upload date that differs between the languages', () => {
    let uploaded = ''
    const root = contentWith('pages/tts.yml', (data) => {
      uploaded = String((data.nb.videoMeta as Record<string, unknown>).uploadDate)
      // Another day than the Norwegian block's.
      ;(data.en.videoMeta as Record<string, unknown>).uploadDate =
        uploaded === '2000-01-01' ? '2000-01-02' : '2000-01-01'
    })
    expect(uploaded).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(loadError(() => ttsFile.get({ root }))).toContain(
      `tts.yml: en.videoMeta.uploadDate: expected "${uploaded}", the same as nb.videoMeta.uploadDate`,
    )
    const reordered = contentWith('pages/tts.yml', (data) => {
      ;(data.en.comparison as { plans: unknown[] }).plans.reverse()
    })
    const ids = planSet(plans, 'tts', 'en').map((plan) => plan.id)
    expect(ids.length).toBeGreaterThan(1)
    expect(loadError(() => ttsFile.get({ root: reordered }))).toContain(
      `tts.yml: en.comparison.plans: expected the plans of tts in content/facts/prices.yml, once each in its order (${ids.join(', ')}), got ${[...ids].reverse().join(', ')}`,
    )
  })

  it('refuses a missing translation and a placeholder it does not know, naming each field', () => {
    const root = contentWith('pages/tts.yml', (data) => {
      delete (data.en.hero as Record<string, unknown>).note
      ;(data.nb.download as Record<string, unknown>).intro = 'Klar på {minutter} minutter.'
    })
    const message = loadError(() => ttsFile.get({ root }))
    expect(message).toMatch(/tts\.yml: en\.hero\.note: expected the English translation of nb\.hero\.note/)
    expect(message).toMatch(/tts\.yml: nb\.download\.intro: unknown placeholder \{minutter\}: .*\{proPrice\}/)
  })
})

describe('the plugins page file', () => {
  it('names each plugin after its page and states the PRO price line of that page', () => {
    const pages = { pluginTts: ttsFile.get() }
    const written = writtenIn('pages/plugins.yml')
    for (const locale of ['nb', 'en'] as const) {
      expect(pluginsPage[locale].plugins.length).toBeGreaterThan(0)
      for (const plugin of pluginsPage[locale].plugins) expect(plugin.name).toBe(pages[plugin.page][locale].productName)
      expect(
        textsNotAsWritten(written[locale], pluginsPage[locale], locale, { proPrice: proPriceText(locale) }),
      ).toEqual([])
    }
    expect(JSON.stringify(pluginsPage)).not.toMatch(/\{(proPrice|fact:|setting:|brand)/)
    // A highlight of the test's own that states the line: the loader leaves {proPrice} for the module.
    const root = contentWith('pages/plugins.yml', (data) => {
      const [plugin] = data.nb.plugins as { highlights: string[] }[]
      plugin!.highlights = ['PRO: {proPrice}']
    })
    expect(pluginsFile.get({ root }).nb.plugins[0]!.highlights).toEqual(['PRO: {proPrice}'])
  })

  it('refuses a plugin page the site does not have, and plugins that differ between the languages', () => {
    const root = contentWith('pages/plugins.yml', (data) => {
      const [plugin] = data.nb.plugins as Record<string, unknown>[]
      plugin!.page = 'pluginSeo'
    })
    expect(loadError(() => pluginsFile.get({ root }))).toMatch(
      /plugins\.yml: nb\.plugins\.0\.page: expected "pluginTts", got "pluginSeo"/,
    )
    let listed = ''
    let changed = ''
    const differing = contentWith('pages/plugins.yml', (data) => {
      const list = (block: Record<string, unknown>) =>
        (block.plugins as { id: string; page: string }[]).map((each) => `${each.id} (${each.page})`).join(', ')
      listed = list(data.nb)
      const [plugin] = data.en.plugins as Record<string, unknown>[]
      plugin!.id = `${String(plugin!.id)}-en`
      changed = list(data.en)
    })
    expect(loadError(() => pluginsFile.get({ root: differing }))).toContain(
      `plugins.yml: en.plugins: expected the plugins of nb.plugins, in its order (${listed}), got ${changed}`,
    )
  })
})

describe("the text-to-speech page's questions", () => {
  it('are refused without their question mark, or with an answer under 40 characters, naming the field', () => {
    const root = contentWith('pages/tts.yml', (data) => {
      const [item] = (data.en.faq as { items: Record<string, unknown>[] }).items
      item!.question = 'Is there a free version.'
      item!.answer = 'Yes, with {fact:ttsPlugin.freeCreditsPerMonth} credits.'
    })
    const message = loadError(() => ttsFile.get({ root }), 'pages/tts.yml')
    expect(message).toContain(
      'pages/tts.yml: en.faq.items.0.question: expected a question that ends with "?", got "Is there a free version."',
    )
    const answer = `Yes, with ${formatNumber(ttsPlugin.freeCreditsPerMonth, 'en')} credits.`
    expect(message).toContain(
      `pages/tts.yml: en.faq.items.0.answer: expected at least 40 characters, got ${answer.length}`,
    )
  })
})
