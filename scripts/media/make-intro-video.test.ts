import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { claims, hosting } from '../../content/facts'
import { settings } from '../../content/settings'
import { introVideo } from '../../media-src/intro'
import { captions, durationSeconds, scenes } from './make-intro-video'

const cues = (vtt: string) =>
  vtt
    .split('\n\n')
    .slice(1)
    .map((block) => {
      const [, time, ...text] = block.trim().split('\n')
      return { time: time!, text: text.join(' ') }
    })

describe('the intro video', () => {
  it('lasts 15 to 30 seconds, as its committed metadata says', () => {
    expect(durationSeconds).toBeGreaterThanOrEqual(15)
    expect(durationSeconds).toBeLessThanOrEqual(30)
    expect(introVideo.durationSeconds).toBe(durationSeconds)
  })

  it('has one cue per card in each language, and the committed tracks are the current ones', () => {
    for (const locale of ['nb', 'en'] as const) {
      const vtt = captions(locale)
      expect(vtt.startsWith('WEBVTT\n')).toBe(true)
      expect(cues(vtt).map((c) => c.text)).toEqual(scenes.map((s) => `${s[locale].title} ${s[locale].text}`))
      expect(readFileSync(`public/media/intro/intro.${locale}.vtt`, 'utf8')).toBe(vtt)
    }
  })

  it('says what the agency does and that there is no binding period, in both languages', () => {
    const nb = scenes.map((s) => `${s.nb.title} ${s.nb.text}`).join(' ')
    const en = scenes.map((s) => `${s.en.title} ${s.en.text}`).join(' ')
    for (const word of ['Webdesign', 'nettbutikk', 'SEO', 'AEO', 'Google Ads', 'LinkedIn', 'Oslo', 'Apputvikling'])
      expect(nb).toContain(word)
    for (const word of ['Web design', 'online stores', 'SEO', 'AEO', 'Google Ads', 'LinkedIn', 'Oslo', 'App'])
      expect(en).toContain(word)
    expect(nb).toContain('Ingen bindingstid')
    expect(en).toContain('No binding period')
    expect(nb).toContain(settings.brandName)
  })

  it('shows no number that is not a fact', () => {
    const allowed = new Set([String(claims.hostingYears)])
    for (const scene of scenes) {
      for (const copy of [scene.nb, scene.en]) {
        const numbers = `${copy.title} ${copy.text}`.match(/\d+/g) ?? []
        for (const n of numbers) expect(allowed.has(n), `${n} in "${copy.text}"`).toBe(true)
      }
    }
    expect(scenes.some((s) => s.nb.text.includes(hosting.serversIn))).toBe(true)
  })
})
