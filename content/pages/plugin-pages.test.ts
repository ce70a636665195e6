import { describe, expect, it } from 'vitest'
import { contentWith, loadError, type Blocks } from '../../tests/support/content-copy'
import { ttsPlugin } from '../facts/facts'
import { formatFact } from '../loader/placeholders'
import { pluginsFile, pluginsPage } from './plugins'
import { proPriceText, ttsFile, ttsPage } from './tts-page'

/** The comparison table's rows of a block, as the file holds them. */
const rows = (data: Blocks, locale: 'nb' | 'en') =>
  (data[locale].comparison as { rows: Record<string, Record<string, unknown>>[] }).rows

describe('the text-to-speech page file', () => {
  it('fills in the facts and the PRO price line, and reads each cell of the table as a text or a mark', () => {
    const file = ttsFile.get()
    // {proPrice} is the file's own slot: left for the module, which fills it from proPrice.
    expect(file.nb.faq.items.find((item) => item.id === 'price')!.answer).toBe(
      'PRO koster {proPrice}. Alle priser er oppgitt eksklusive mva. Det er ingen bindingstid, og du kan si opp når du vil.',
    )
    expect(JSON.stringify(ttsPage)).not.toMatch(/\{(proPrice|fact:|setting:|brand)/)
    expect(ttsPage.nb.comparison.rows.find((row) => row.id === 'price')!.pro).toEqual({
      kind: 'text',
      text: proPriceText('nb'),
    })
    expect(ttsPage.en.comparison.rows.find((row) => row.id === 'storage')).toMatchObject({
      free: { kind: 'mark', included: false },
      pro: { kind: 'mark', included: true },
    })
  })

  it('states the free minutes as a fact that follows from the credits', () => {
    const minutes = (ttsPlugin.freeCreditsPerMonth / ttsPlugin.proCreditsPerMonth) * ttsPlugin.proMinutesPerMonth
    expect(formatFact('ttsPlugin.freeMinutesPerMonth', 'en')).toEqual({ text: String(minutes) })
    expect(ttsPage.en.comparison.rows.find((row) => row.id === 'credits')!.free).toMatchObject({
      text: expect.stringContaining(`(about ${minutes} min)`),
    })
  })

  it('refuses a cell with both a text and a mark, or with neither, naming the cell', () => {
    const root = contentWith('pages/tts.yml', (data) => {
      rows(data, 'nb')[4]!.free = { text: 'Ja', included: true }
      rows(data, 'en')[5]!.pro = {}
    })
    const message = loadError(() => ttsFile.get({ root }))
    expect(message).toMatch(
      /tts\.yml: nb\.comparison\.rows\.4\.free: expected either a text or included: true or false, one of the two/,
    )
    expect(message).toMatch(/tts\.yml: en\.comparison\.rows\.5\.pro: expected either a text or included/)
  })

  it('refuses plans other than those of the plan set tts, and an upload date that differs between the languages', () => {
    const root = contentWith('pages/tts.yml', (data) => {
      ;(data.en.videoMeta as Record<string, unknown>).uploadDate = '2026-12-01'
    })
    expect(loadError(() => ttsFile.get({ root }))).toMatch(
      /tts\.yml: en\.videoMeta\.uploadDate: expected "2026-11-26", the same as nb\.videoMeta\.uploadDate/,
    )
    const reordered = contentWith('pages/tts.yml', (data) => {
      ;(data.en.comparison as { plans: unknown[] }).plans.reverse()
    })
    expect(loadError(() => ttsFile.get({ root: reordered }))).toMatch(
      /tts\.yml: en\.comparison\.plans: expected the plans of tts in content\/facts\/prices\.yml, once each in its order \(free, pro\), got pro, free/,
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
    expect(pluginsPage.en.plugins.map((plugin) => [plugin.page, plugin.name])).toEqual([
      ['pluginTts', ttsFile.get().en.productName],
    ])
    expect(pluginsPage.nb.plugins[0]!.highlights[1]).toContain(proPriceText('nb'))
    expect(JSON.stringify(pluginsPage)).not.toMatch(/\{(proPrice|fact:|setting:|brand)/)
  })

  it('refuses a plugin page the site does not have, and plugins that differ between the languages', () => {
    const root = contentWith('pages/plugins.yml', (data) => {
      const [plugin] = data.nb.plugins as Record<string, unknown>[]
      plugin!.page = 'pluginSeo'
    })
    expect(loadError(() => pluginsFile.get({ root }))).toMatch(
      /plugins\.yml: nb\.plugins\.0\.page: expected "pluginTts", got "pluginSeo"/,
    )
    const differing = contentWith('pages/plugins.yml', (data) => {
      const [plugin] = data.en.plugins as Record<string, unknown>[]
      plugin!.id = 'speech'
    })
    expect(loadError(() => pluginsFile.get({ root: differing }))).toMatch(
      /plugins\.yml: en\.plugins: expected the plugins of nb\.plugins, in its order \(text-to-speech \(pluginTts\)\), got speech \(pluginTts\)/,
    )
  })
})
