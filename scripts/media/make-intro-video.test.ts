import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { brandName } from '../../content/facts/brands'
import { loadFacts } from '../../content/facts/facts'
import { casesById } from '../../content/shared/customer-cases'
import { locales } from '../../content/site/locales'
import { settings } from '../../content/site/settings'
import { introVideo, introVideos } from '../../media-src/intro'
import { team } from '../../media-src/team'
import { beatAt, beats, captions, introFiles, layout, videoText } from './make-intro-video'

const timeline = layout(introVideo.speechMs)
const duration = timeline.durationSeconds
const MB = 1024 * 1024

const seconds = (stamp: string) => {
  const [h, m, s] = stamp.split(':')
  return Number(h) * 3600 + Number(m) * 60 + Number(s)
}

const cues = (vtt: string) =>
  vtt
    .split('\n\n')
    .slice(1)
    .map((block) => {
      const [, time, ...text] = block.trim().split('\n')
      const [start, end] = time!.split(' --> ')
      return { start: seconds(start!), end: seconds(end!), text: text.join('\n') }
    })

/** Every number the fact files hold, as the copy may write it. */
const factNumbers = (() => {
  const found = new Set<string>()
  const walk = (value: unknown) => {
    if (typeof value === 'number') found.add(String(value))
    else if (value && typeof value === 'object') Object.values(value).forEach(walk)
  }
  walk(loadFacts())
  return found
})()

describe('the intro videos', () => {
  it('last 30 to 45 seconds, as their committed metadata says', () => {
    expect(duration).toBeGreaterThanOrEqual(30)
    expect(duration).toBeLessThanOrEqual(45)
    expect(introVideo.durationSeconds).toBe(duration)
    expect(introVideo.duration).toBe(`PT${duration}S`)
    expect([introVideo.width, introVideo.height]).toEqual([1280, 720])
  })

  it('place every moment of the film in exactly one beat', () => {
    expect(beatAt(0, timeline)).toEqual({ index: 0, local: 0 })
    for (let i = 1; i < beats.length; i++) {
      expect(beatAt(timeline.starts[i]!, timeline).index).toBe(i)
      expect(beatAt(timeline.starts[i]! - 0.01, timeline).index).toBe(i - 1)
    }
    expect(beatAt(duration - 0.01, timeline).index).toBe(beats.length - 1)
    expect(timeline.starts.at(-1)! + timeline.seconds.at(-1)!).toBeCloseTo(duration, 6)
  })

  it('have one film per language with its own sources, poster and captions, all committed', () => {
    for (const locale of locales) {
      const video = introVideos[locale]
      const files = introFiles(locale)
      expect(video.sources.map((s) => s.src)).toEqual([files.webm, files.mp4])
      expect(video.poster).toEqual({ jpg: files.posterJpg, webp: files.posterWebp })
      expect(video.track.srcLang).toBe(locale)
      for (const src of Object.values(files)) expect(existsSync(path.join('public', src)), src).toBe(true)
    }
    for (const locale of locales) {
      expect(introVideos[locale].title).toBe(videoText[locale].title)
      expect(introVideos[locale].description).toBe(videoText[locale].description)
    }
  })

  it('carry a sound track: AAC in the MP4, Opus in the WebM', () => {
    for (const locale of locales) {
      const files = introFiles(locale)
      const mp4 = readFileSync(path.join('public', files.mp4))
      // The movie header comes first (faststart), with a sound track whose samples are AAC.
      const moov = mp4.indexOf('moov')
      expect(moov, files.mp4).toBeGreaterThan(0)
      expect(moov, files.mp4).toBeLessThan(mp4.indexOf('mdat'))
      expect(mp4.indexOf('soun'), files.mp4).toBeGreaterThan(moov)
      expect(mp4.indexOf('mp4a'), files.mp4).toBeGreaterThan(moov)
      const webm = readFileSync(path.join('public', files.webm))
      expect(webm.includes('A_OPUS'), files.webm).toBe(true)
      expect(webm.includes('V_VP9'), files.webm).toBe(true)
    }
  })

  it('stay small enough to stream on a phone', () => {
    for (const locale of locales) {
      const files = introFiles(locale)
      expect(statSync(path.join('public', files.mp4)).size, files.mp4).toBeLessThan(2.5 * MB)
      expect(statSync(path.join('public', files.webm)).size, files.webm).toBeLessThan(2.5 * MB)
    }
  })

  it('caption exactly the spoken lines, in order, each while it is spoken and within its beat', () => {
    for (const locale of locales) {
      const vtt = captions(locale, timeline)
      expect(vtt.startsWith('WEBVTT\n')).toBe(true)
      expect(readFileSync(path.join('public', introFiles(locale).vtt), 'utf8')).toBe(vtt)
      const track = cues(vtt)
      expect(track.map((c) => c.text)).toEqual(beats.map((b) => b.say[locale]))
      track.forEach((cue, i) => {
        const ms = introVideo.speechMs[locale][i]!
        expect(ms, cue.text).toBeGreaterThan(500)
        expect(cue.end - cue.start).toBeCloseTo(ms / 1000, 3)
        if (i > 0) expect(cue.start).toBeGreaterThan(track[i - 1]!.end)
        // Spoken after the beat's copy has come in, finished before it fades out.
        expect(cue.start).toBeGreaterThanOrEqual(timeline.starts[i]! + 0.3)
        expect(cue.end).toBeLessThanOrEqual(timeline.starts[i]! + timeline.seconds[i]! - 0.4)
        expect(cue.end).toBeLessThanOrEqual(duration)
      })
    }
  })

  it('lay out a beat long enough for the longer of its two lines, whatever their lengths', () => {
    const lengths = [600, 9000, 3000, 4200, 1, 7777, 2500, 1800]
    const speech = { nb: lengths, en: [...lengths].reverse() }
    const laid = layout(speech)
    for (const locale of locales) {
      laid.lines[locale].forEach((line, i) => {
        expect(line.end - line.start).toBeCloseTo(speech[locale][i]! / 1000, 6)
        expect(line.start).toBeGreaterThanOrEqual(laid.starts[i]!)
        expect(line.end).toBeLessThanOrEqual(laid.starts[i]! + laid.seconds[i]! - 0.4)
      })
    }
    expect(Number.isInteger(laid.durationSeconds)).toBe(true)
    expect(laid.starts.at(-1)! + laid.seconds.at(-1)!).toBeCloseTo(laid.durationSeconds, 6)
  })

  it('show six different team members in two beats, with name, role and office from the team', () => {
    const shown = beats.filter((b) => b.motif === 'team').map((b) => b.people ?? [])
    expect(shown.map((people) => people.length)).toEqual([3, 3])
    const ids = shown.flat()
    expect(new Set(ids).size).toBe(6)
    for (const id of ids)
      expect(
        team.some((m) => m.id === id),
        id,
      ).toBe(true)
    // Each team beat names its three people, by first name, in both languages.
    for (const beat of beats.filter((b) => b.motif === 'team')) {
      for (const locale of locales) {
        for (const id of beat.people!) {
          const first = team.find((m) => m.id === id)!.name.split(' ')[0]!
          expect(beat.say[locale]).toContain(first)
        }
      }
    }
  })

  it("show three clients' delivered sites with their result from the case facts, said the same way aloud", () => {
    const cases = beats.filter((b) => b.motif === 'case')
    expect(cases).toHaveLength(3)
    for (const beat of cases) {
      for (const locale of locales) {
        const shown = casesById(locale, [beat.client!])[0]!
        expect(beat[locale]).toEqual({ title: brandName(beat.client!), text: shown.result })
        expect(beat.say[locale]).toContain(brandName(beat.client!))
        // The figures spoken are the figures shown.
        expect(beat.say[locale].match(/\d+/g)).toEqual(shown.result.match(/\d+/g))
      }
    }
  })

  it('show and say no number that is not a fact', () => {
    for (const beat of beats) {
      for (const locale of locales) {
        const text = `${beat[locale].title} ${beat[locale].text} ${beat.say[locale]}`
        for (const n of text.match(/\d+/g) ?? []) expect(factNumbers.has(n), `${n} in "${text}"`).toBe(true)
      }
    }
    expect(beats.filter((b) => /\d/.test(b.say.nb)).length).toBeGreaterThanOrEqual(3)
  })

  it('say who the agency is and what it does, each language in its own words', () => {
    const nb = beats.map((b) => `${b.nb.title} ${b.nb.text} ${b.say.nb}`).join(' ')
    const en = beats.map((b) => `${b.en.title} ${b.en.text} ${b.say.en}`).join(' ')
    for (const word of ['Webdesign', 'nettbutikk', 'SEO', 'AEO', 'Google Ads', 'LinkedIn', 'Oslo', 'apputvikling'])
      expect(nb).toContain(word)
    for (const word of ['Web design', 'online stores', 'SEO', 'AEO', 'Google Ads', 'LinkedIn', 'Oslo', 'app'])
      expect(en).toContain(word)
    expect(nb).toContain('Ingen bindingstid')
    expect(en).toContain('No lock-in')
    expect(beats[0]!.say.nb).toContain(settings.brandName)
    expect(beats[0]!.say.en).toContain(settings.brandName)
    expect(nb).not.toMatch(/\b(the|and|your|with)\b/)
    expect(en).not.toMatch(/\b(og|som|med|vi)\b/)
  })
})
