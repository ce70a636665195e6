import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { defineDataFile } from './data-file.ts'
import { ContentError } from './errors.ts'
import { contentImage, image, mediaFiles, photo } from './images.ts'
import { isVector, largestSrc, vectorIdToken } from '../../media-src/types.ts'
import { renderVariant, variantJobs } from '../../lib/media/content-images.ts'

/** A data file with one image, as a customer's logo is. */
const card = defineDataFile('cards/card.yml', z.strictObject({ picture: image('cases') }))

let root: string

function write(relative: string, body: string | Buffer) {
  const at = path.join(root, relative)
  mkdirSync(path.dirname(at), { recursive: true })
  writeFileSync(at, body)
}

function failure(): string {
  try {
    card.get({ root })
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError)
    return (error as Error).message
  }
  throw new Error('the file loaded')
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'fjordlys-images-'))
})
afterEach(() => {
  rmSync(root, { recursive: true, force: true })
})

describe('an image that comes with content', () => {
  it('reads a photo as its asset: its own size, and AVIF and WebP at the widths below it, named by its hash', async () => {
    const picture = await sharp({ create: { width: 1000, height: 600, channels: 3, background: '#20606a' } })
      .jpeg()
      .toBuffer()
    write('media/cases/harbour-desktop.jpg', picture)
    write('cards/card.yml', 'picture: media/cases/harbour-desktop.jpg\n')
    const asset = card.get({ root }).picture
    if (isVector(asset)) throw new Error('a JPEG read as a drawing')
    expect(asset).toMatchObject({ width: 1000, height: 600 })
    expect(asset.hash).toMatch(/^[0-9a-f]{8}$/)
    expect(asset.variants.avif.map((v) => [v.width, v.height])).toEqual([
      [480, 288],
      [640, 384],
      [800, 480],
      [1000, 600],
    ])
    expect(asset.variants.webp.at(-1)!.src).toBe(`/assets/media/cases-harbour-desktop-${asset.hash}-1000.webp`)
    expect(asset.variants.avif[0]!.src).toBe(`/assets/media/cases-harbour-desktop-${asset.hash}-480.avif`)
    expect(largestSrc(asset)).toBe(`/assets/media/cases-harbour-desktop-${asset.hash}-1000.webp`)

    // A new picture under the same name gets new addresses, so a cached old one is never shown for it.
    const other = await sharp({ create: { width: 1000, height: 600, channels: 3, background: '#603020' } })
      .jpeg()
      .toBuffer()
    write('media/cases/harbour-desktop.jpg', other)
    write('cards/card.yml', 'picture: media/cases/harbour-desktop.jpg # again\n')
    expect(card.get({ root }).picture.hash).not.toBe(asset.hash)
  })

  it('keeps a drawing (SVG) a drawing: its size and viewBox, optimised markup, and one SVG file', () => {
    write(
      'media/logo.svg',
      '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="48" viewBox="0 0 240 48" role="img" aria-label="Logo"><title>Logo</title><defs><linearGradient id="shade"><stop offset="0" stop-color="#123456"/><stop offset="1" stop-color="#fff"/></linearGradient></defs><rect width="240.00001" height="48" fill="url(#shade)"/></svg>',
    )
    const { asset, jobs } = contentImage('media/logo.svg', { root })
    if (!isVector(asset)) throw new Error('an SVG read as a photo')
    expect(asset).toMatchObject({ width: 240, height: 48, viewBox: '0 0 240 48' })
    expect(asset.src).toBe(`/assets/media/logo-${asset.hash}.svg`)
    expect(jobs).toEqual([{ fileName: `assets/media/logo-${asset.hash}.svg`, width: 240, height: 48, format: 'svg' }])
    // Its ids wait for the page's own prefix, and the page names it: no title inside, no root tag.
    expect(asset.markup).toMatch(new RegExp(`id="${vectorIdToken}\\w+"`))
    expect(asset.markup).toMatch(new RegExp(`url\\(#${vectorIdToken}\\w+\\)`))
    expect(asset.markup).not.toMatch(/<title|<svg|240\.00001/)
  })

  it('draws nothing of a drawing that could run or load: scripts, handlers and outside links are dropped', () => {
    write(
      'media/hostile.svg',
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10" fill="#123" onload="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)"><rect width="10" height="10" onclick="alert(4)"/></a><image href="https://example.com/x.png"/><use xlink:href="https://example.com/y.svg#a"/></svg>',
    )
    const { asset } = contentImage('media/hostile.svg', { root })
    if (!isVector(asset)) throw new Error('an SVG read as a photo')
    // No size of its own: the viewBox gives it; the root's fill moves to a group around the drawing.
    expect(asset).toMatchObject({ width: 10, height: 10, viewBox: '0 0 10 10' })
    expect(asset.markup).toMatch(/^<g fill="#123">/)
    expect(asset.markup).not.toMatch(/script|alert|onload|onclick|example\.com|href/)
  })

  it('takes a photo where a field asks for one, and refuses a drawing there, naming the file', () => {
    const cover = defineDataFile('cards/cover.yml', z.strictObject({ cover: photo('blog') }))
    write('media/blog/sketch.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="30" height="20"/>')
    write('cards/cover.yml', 'cover: media/blog/sketch.svg\n')
    expect(() => cover.get({ root })).toThrow(
      /cards\/cover\.yml: cover: expected a photo \(PNG or JPEG\), media\/blog\/sketch\.svg is a drawing/,
    )
  })

  it('refuses a path outside the media folder, a missing file and a file that is no image, naming the field', () => {
    write('cards/card.yml', 'picture: images/logo.png\n')
    expect(failure()).toMatch(/cards\/card\.yml: picture: expected an image of the media folder: media\/<name>\.svg/)
    write('cards/card.yml', 'picture: media/cases/nowhere.png\n')
    expect(failure()).toMatch(
      /cards\/card\.yml: picture: expected an image at .*media\/cases\/nowhere\.png, found no file there/,
    )
    write('media/cases/notes.png', 'not a picture at all')
    write('cards/card.yml', 'picture: media/cases/notes.png\n')
    expect(failure()).toMatch(/cards\/card\.yml: picture: cannot read media\/cases\/notes\.png as an image/)
    // Another field's folder: the editor uploads a field's images into its own folder and looks there.
    write('media/team/ida.png', 'not read')
    write('cards/card.yml', 'picture: media/team/ida.png\n')
    expect(failure()).toMatch(
      /cards\/card\.yml: picture: expected an image of the media folder's cases\/: media\/cases\/<name>/,
    )
  })
})

describe('the variants the build makes', () => {
  it('are every variant of every image in the media folder, and each one renders at its size', async () => {
    // A logo of the test's own, with an id of its drawing's.
    mkdirSync(path.join(root, 'media', 'customers'), { recursive: true })
    writeFileSync(
      path.join(root, 'media/customers/a-customer-light.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="48" viewBox="0 0 240 48"><defs><linearGradient id="ink"><stop offset="0" stop-color="#0b3d4a"/></linearGradient></defs><rect width="240" height="48" fill="url(#ink)"/></svg>\n',
    )
    const previous = process.env.CONTENT_DIR
    process.env.CONTENT_DIR = root
    try {
      expect(mediaFiles()).toEqual(['media/customers/a-customer-light.svg'])
      const jobs = variantJobs()
      expect(jobs.map(({ job }) => job.format)).toEqual(['svg'])
      const { source, job } = jobs[0]!
      const file = (await renderVariant(source, job)).toString('utf8')
      // A file of its own: the root with its size, ids of its own name, and the same drawing.
      expect(file).toMatch(/^<svg [^>]*width="240" height="48"/)
      expect(file).not.toContain(vectorIdToken)
      expect(await sharp(Buffer.from(file)).metadata()).toMatchObject({ format: 'svg', width: 240, height: 48 })
    } finally {
      if (previous === undefined) delete process.env.CONTENT_DIR
      else process.env.CONTENT_DIR = previous
    }
  })

  it('makes AVIF and WebP of a photo at each width, at the width and height the page names', async () => {
    const picture = await sharp({ create: { width: 1000, height: 600, channels: 3, background: '#20606a' } })
      .jpeg()
      .toBuffer()
    write('media/cases/harbour-desktop.jpg', picture)
    const previous = process.env.CONTENT_DIR
    process.env.CONTENT_DIR = root
    try {
      const jobs = variantJobs()
      expect(jobs.map(({ job }) => `${job.width} ${job.format}`)).toEqual([
        '480 avif',
        '480 webp',
        '640 avif',
        '640 webp',
        '800 avif',
        '800 webp',
        '1000 avif',
        '1000 webp',
      ])
      for (const { source, job } of jobs.filter(({ job }) => job.width === 800)) {
        const rendered = await sharp(await renderVariant(source, job)).metadata()
        expect(rendered).toMatchObject({ format: job.format === 'avif' ? 'heif' : 'webp', width: 800, height: 480 })
      }
    } finally {
      if (previous === undefined) delete process.env.CONTENT_DIR
      else process.env.CONTENT_DIR = previous
    }
  })
})
