// @vitest-environment jsdom
import { render } from '@testing-library/react'
import sharp from 'sharp'
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { contentImage } from '../../content/loader/images'
import { images } from '../../media-src/manifest'
import { isVector, vectorIdToken, type RasterAsset } from '../../media-src/types'
import { Picture } from './picture'

/** A photo of content, made for the test: 1000x600. */
const root = mkdtempSync(path.join(tmpdir(), 'fjordlys-picture-'))
mkdirSync(path.join(root, 'media/cases'), { recursive: true })
writeFileSync(
  path.join(root, 'media/cases/harbour.jpg'),
  await sharp({ create: { width: 1000, height: 600, channels: 3, background: '#20606a' } })
    .jpeg()
    .toBuffer(),
)
const photo = contentImage('media/cases/harbour.jpg', { root }).asset as RasterAsset
afterAll(() => rmSync(root, { recursive: true, force: true }))

/** A drawing with a gradient, which it names by id: two of them on a page must not share it. */
writeFileSync(
  path.join(root, 'media/badge.svg'),
  '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="48" viewBox="0 0 240 48"><linearGradient id="g"><stop offset="0" stop-color="#123"/><stop offset="1" stop-color="#fed"/></linearGradient><rect width="240" height="48" fill="url(#g)"/></svg>',
)
const drawing = contentImage('media/badge.svg', { root }).asset

function renderPicture(ui: React.ReactElement) {
  const { container } = render(ui)
  const picture = container.querySelector('picture')!
  return {
    picture,
    sources: [...picture.querySelectorAll('source')],
    img: picture.querySelector('img')!,
  }
}

describe('given a photo', () => {
  it('offers AVIF first, then the WebP <img>, both with the same sizes and every width', () => {
    const { sources, img } = renderPicture(<Picture image={photo} alt="Harbour" sizes="50vw" />)
    expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif'])
    expect(sources[0]!.getAttribute('sizes')).toBe('50vw')
    expect(img.getAttribute('sizes')).toBe('50vw')
    expect(sources[0]!.getAttribute('srcset')).toMatch(/\.avif 480w, .*\.avif 640w, .*\.avif 800w, .*\.avif 1000w$/)
    expect(img.getAttribute('srcset')).toMatch(/\.webp 480w, .*\.webp 640w, .*\.webp 800w, .*\.webp 1000w$/)
    expect(img.getAttribute('src')).toMatch(/-1000\.webp$/)
  })

  it('takes width and height from the asset, never from the caller', () => {
    const { img } = renderPicture(<Picture image={photo} alt="" />)
    expect(img).toHaveAttribute('width', '1000')
    expect(img).toHaveAttribute('height', '600')
    expect(img).toHaveAttribute('alt', '')
  })

  it('is lazy and decodes asynchronously by default', () => {
    const { img, picture } = renderPicture(<Picture image={photo} alt="Harbour" />)
    expect(img).toHaveAttribute('loading', 'lazy')
    expect(img).toHaveAttribute('decoding', 'async')
    expect(img).not.toHaveAttribute('fetchpriority')
    expect(picture).toHaveAttribute('data-slot', 'picture')
    expect(img).toHaveAttribute('data-slot', 'picture-img')
  })

  it('loads a hero eagerly with high fetch priority', () => {
    const { img } = renderPicture(<Picture image={photo} alt="Harbour" priority loading="lazy" />)
    expect(img).toHaveAttribute('loading', 'eager')
    expect(img).toHaveAttribute('fetchpriority', 'high')
  })

  it('adds class names and passes other attributes to the <img>', () => {
    const { img } = renderPicture(
      <Picture image={photo} alt="Harbour" className="rounded-lg" pictureClassName="block" data-testid="hero" />,
    )
    expect(img).toHaveClass('h-auto', 'max-w-full', 'rounded-lg')
    expect(img.parentElement).toHaveClass('block')
    expect(img).toHaveAttribute('data-testid', 'hero')
  })

  it('keeps its proportions as the layout sizes its width, unless the caller fixes its box', () => {
    const fluid = renderPicture(<Picture image={photo} alt="" className="w-full" />).img
    expect(fluid).toHaveClass('h-auto', 'max-w-full', 'w-full')
    const fixed = renderPicture(<Picture image={photo} alt="" sizing="fixed" className="h-8 w-auto" />).img
    expect(fixed).not.toHaveClass('h-auto')
    expect(fixed).toHaveClass('h-8', 'w-auto', 'max-w-full')
  })
})

describe('given a drawing', () => {
  it('draws it inline at its own size, named by its alt text, with no file to fetch', () => {
    const { container } = render(<Picture image={drawing} alt="Badge" sizes="180px" priority />)
    const svg = container.querySelector('svg')!
    expect(container.querySelector('img, picture, source')).toBeNull()
    expect(svg).toHaveAttribute('viewBox', '0 0 240 48')
    expect(svg).toHaveAttribute('width', '240')
    expect(svg).toHaveAttribute('height', '48')
    expect(svg).toHaveAttribute('role', 'img')
    expect(svg).toHaveAttribute('aria-label', 'Badge')
    expect(svg).toHaveAttribute('data-slot', 'picture-drawing')
  })

  it('hides a decorative drawing from assistive technology', () => {
    const { container } = render(<Picture image={drawing} alt="" />)
    const svg = container.querySelector('svg')!
    expect(svg).toHaveAttribute('aria-hidden', 'true')
    expect(svg).not.toHaveAttribute('role')
    expect(svg).not.toHaveAttribute('aria-label')
  })

  it('gives each drawing on the page ids of its own, and its references follow them', () => {
    const { container } = render(
      <>
        <Picture image={drawing} alt="" />
        <Picture image={drawing} alt="" />
      </>,
    )
    const ids = [...container.querySelectorAll('[id]')].map((element) => element.id)
    expect(ids).toHaveLength(2)
    expect(new Set(ids).size).toBe(2)
    expect(container.innerHTML).not.toContain(vectorIdToken)
    for (const id of ids) expect(container.innerHTML).toContain(`url(#${id})`)
  })

  it('fits a box of another shape as the caller’s object-fit classes say, as a photo would', () => {
    const fitOf = (className?: string) =>
      render(<Picture image={drawing} alt="" sizing="fixed" className={className} />)
        .container.querySelector('svg')!
        .getAttribute('preserveAspectRatio')
    expect(fitOf()).toBe('xMidYMid meet')
    expect(fitOf('h-8 w-auto object-contain')).toBe('xMidYMid meet')
    expect(fitOf('aspect-video w-full object-cover')).toBe('xMidYMid slice')
    expect(fitOf('size-11 object-cover object-top')).toBe('xMidYMin slice')
    expect(fitOf('lg:aspect-square lg:object-cover lg:object-[50%_30%]')).toBe('xMidYMin slice')
  })

  it('keeps the sizing classes and the marks a page gives it (data-theme)', () => {
    const { container } = render(
      <Picture image={drawing} alt="" sizing="fixed" className="h-8 w-auto dark:hidden" data-theme="light" />,
    )
    const svg = container.querySelector('svg')!
    expect(svg).toHaveClass('h-8', 'w-auto', 'max-w-full', 'dark:hidden')
    expect(svg).not.toHaveClass('h-auto')
    expect(svg).toHaveAttribute('data-theme', 'light')
  })

  it('takes what the caller asks of the picture’s box (hidden on a phone, sticky, a width), but no display: contents', () => {
    const hidden = render(<Picture image={drawing} alt="" pictureClassName="max-lg:hidden" className="w-full" />)
    expect(hidden.container.querySelector('svg')).toHaveClass('max-lg:hidden', 'w-full')
    const themed = render(<Picture image={drawing} alt="" pictureClassName="contents" className="w-full" />)
    expect(themed.container.querySelector('svg')).not.toHaveClass('contents')
  })

  it('draws every illustration of the manifest this way', () => {
    for (const [name, asset] of Object.entries(images)) expect(isVector(asset), name).toBe(true)
    const { container } = render(<Picture image="ill-home-hero" alt="Fjord" />)
    expect(container.querySelector('svg')).toHaveAttribute('aria-label', 'Fjord')
  })

  it('refuses a name that is not in the manifest', () => {
    expect(() => render(<Picture image={'nope' as 'ill-home-hero'} alt="" />)).toThrow(/no image named "nope"/)
  })
})
