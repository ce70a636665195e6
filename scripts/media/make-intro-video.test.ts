import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { claims, hosting } from '../../content/facts/facts'
import { locales } from '../../content/site/locales'
import { settings } from '../../content/site/settings'
import { introVideo, introVideos } from '../../media-src/intro'
import { beatAt, beats, beatStarts, captions, durationSeconds, introFiles, videoText } from './make-intro-video'

const cues = (vtt: string) =>
  vtt
    .split('\n\n')
    .slice(1)
    .map((block) => {
      const [, time, ...text] = block.trim().split('\n')
      return { time: time!, text: text.join(' ') }
    })

describe('the intro videos', () => {
  it('last 20 to 30 seconds, as their committed metadata says', () => {
    expect(durationSeconds).toBeGreaterThanOrEqual(20)
    expect(durationSeconds).toBeLessThanOrEqual(30)
    expect(introVideo.durationSeconds).toBe(durationSeconds)
    expect(introVideo.duration).toBe(`PT${durationSeconds}S`)
    expect([introVideo.width, introVideo.height]).toEqual([1280, 720])
  })

  it('place every moment of the film in exactly one beat', () => {
    expect(beatAt(0)).toEqual({ index: 0, local: 0 })
    expect(beatAt(beatStarts[1]!).index).toBe(1)
    expect(beatAt(durationSeconds - 0.01).index).toBe(beats.length - 1)
    expect(beatStarts.at(-1)! + beats.at(-1)!.seconds).toBe(durationSeconds)
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

  it('stay small enough to stream on a phone', () => {
    for (const locale of locales) {
      const files = introFiles(locale)
      expect(statSync(path.join('public', files.mp4)).size, files.mp4).toBeLessThan(1.5 * 1024 * 1024)
      expect(statSync(path.join('public', files.webm)).size, files.webm).toBeLessThan(1.5 * 1024 * 1024)
    }
  })

  it('have one cue per beat in each language, and the committed tracks are the current ones', () => {
    for (const locale of locales) {
      const vtt = captions(locale)
      expect(vtt.startsWith('WEBVTT\n')).toBe(true)
      expect(cues(vtt).map((c) => c.text)).toEqual(beats.map((b) => `${b[locale].title} ${b[locale].text}`))
      expect(readFileSync(path.join('public', introFiles(locale).vtt), 'utf8')).toBe(vtt)
    }
  })

  it('say what the agency does and that there is no lock-in, each in its own language', () => {
    const nb = beats.map((b) => `${b.nb.title} ${b.nb.text}`).join(' ')
    const en = beats.map((b) => `${b.en.title} ${b.en.text}`).join(' ')
    for (const word of ['Webdesign', 'nettbutikk', 'SEO', 'AEO', 'Google Ads', 'LinkedIn', 'Oslo', 'Apputvikling'])
      expect(nb).toContain(word)
    for (const word of ['Web design', 'online stores', 'SEO', 'AEO', 'Google Ads', 'LinkedIn', 'Oslo', 'App'])
      expect(en).toContain(word)
    expect(nb).toContain('Ingen bindingstid')
    expect(en).toContain('No lock-in')
    expect(nb).toContain(settings.brandName)
    expect(nb).not.toMatch(/\b(the|and|your)\b/)
    expect(en).not.toMatch(/\b(og|som|med)\b/)
  })

  it('shows no number that is not a fact', () => {
    const allowed = new Set([String(claims.hostingYears)])
    for (const beat of beats) {
      for (const copy of [beat.nb, beat.en]) {
        const numbers = `${copy.title} ${copy.text}`.match(/\d+/g) ?? []
        for (const n of numbers) expect(allowed.has(n), `${n} in "${copy.text}"`).toBe(true)
      }
    }
    expect(beats.some((b) => b.nb.text.includes(hosting.serversIn))).toBe(true)
  })
})
