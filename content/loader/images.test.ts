import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { defineDataFile } from './data-file'
import { ContentError } from './errors'
import { contentImage, image, mediaFiles } from './images'
import { renderVariant, variantJobs } from '../../lib/media/content-images'

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
  it('reads as its asset: its own size, and AVIF, WebP and JPEG at the widths below it, named by its hash', async () => {
    const photo = await sharp({ create: { width: 1000, height: 600, channels: 3, background: '#20606a' } })
      .jpeg()
      .toBuffer()
    write('media/cases/harbour-desktop.jpg', photo)
    write('cards/card.yml', 'picture: media/cases/harbour-desktop.jpg\n')
    const asset = card.get({ root }).picture
    expect(asset).toMatchObject({ width: 1000, height: 600, fallback: 'jpeg' })
    expect(asset.hash).toMatch(/^[0-9a-f]{8}$/)
    expect(asset.variants.avif.map((v) => [v.width, v.height])).toEqual([
      [480, 288],
      [800, 480],
      [1000, 600],
    ])
    expect(asset.variants.fallback.at(-1)!.src).toBe(`/assets/media/cases-harbour-desktop-${asset.hash}-1000.jpg`)
    expect(asset.variants.webp[0]!.src).toBe(`/assets/media/cases-harbour-desktop-${asset.hash}-480.webp`)

    // A new picture under the same name gets new addresses, so a cached old one is never shown for it.
    const other = await sharp({ create: { width: 1000, height: 600, channels: 3, background: '#603020' } })
      .jpeg()
      .toBuffer()
    write('media/cases/harbour-desktop.jpg', other)
    write('cards/card.yml', 'picture: media/cases/harbour-desktop.jpg # again\n')
    expect(card.get({ root }).picture.hash).not.toBe(asset.hash)
  })

  it('keeps a drawing (SVG) as PNG for the fallback and offers it up to three times its size', () => {
    write(
      'media/logo.svg',
      '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="48" viewBox="0 0 240 48"><rect width="240" height="48"/></svg>',
    )
    const { asset } = contentImage('media/logo.svg', { root })
    expect(asset.fallback).toBe('png')
    expect(asset.variants.fallback.map((v) => v.width)).toEqual([240, 480, 720])
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
    const logo = path.resolve('content/media/customers/nordvik-bakeri-light.svg')
    mkdirSync(path.join(root, 'media', 'customers'), { recursive: true })
    copyFileSync(logo, path.join(root, 'media/customers/nordvik-bakeri-light.svg'))
    const previous = process.env.CONTENT_DIR
    process.env.CONTENT_DIR = root
    try {
      expect(mediaFiles()).toEqual(['media/customers/nordvik-bakeri-light.svg'])
      const jobs = variantJobs()
      expect(jobs.map(({ job }) => `${job.width} ${job.format}`)).toEqual([
        '240 avif',
        '240 webp',
        '240 png',
        '480 avif',
        '480 webp',
        '480 png',
        '720 avif',
        '720 webp',
        '720 png',
      ])
      const { source, job } = jobs.find(({ job }) => job.width === 480 && job.format === 'webp')!
      const rendered = await sharp(await renderVariant(source, job)).metadata()
      expect(rendered).toMatchObject({ format: 'webp', width: 480, height: 96 })
    } finally {
      if (previous === undefined) delete process.env.CONTENT_DIR
      else process.env.CONTENT_DIR = previous
    }
  })
})
