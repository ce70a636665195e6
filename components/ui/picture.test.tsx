// @vitest-environment jsdom
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { contentImage } from '../../content/loader/images'
import { images } from '../../media-src/manifest'
import { Picture } from './picture'

/** A customer's logo from the content's media folder: a 240x48 SVG drawing with transparency. */
const logo = contentImage('media/customers/nordvik-bakeri-light.svg').asset

function renderPicture(ui: React.ReactElement) {
  const { container } = render(ui)
  const picture = container.querySelector('picture')!
  return {
    picture,
    sources: [...picture.querySelectorAll('source')],
    img: picture.querySelector('img')!,
  }
}

describe('given an image of the pipeline', () => {
  it('offers AVIF, then WebP, then the fallback <img>, all with the same sizes', () => {
    const { sources, img } = renderPicture(<Picture image="ill-home-hero" alt="Fjord" sizes="50vw" />)
    expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp'])
    for (const source of sources) expect(source.getAttribute('sizes')).toBe('50vw')
    expect(img.getAttribute('sizes')).toBe('50vw')
    expect(sources[0]!.getAttribute('srcset')).toMatch(/\.avif 480w, .*\.avif 1600w$/)
    expect(img.getAttribute('srcset')).toMatch(/\.jpg 480w/)
  })

  it('takes width and height from the manifest, never from the caller', () => {
    const { img } = renderPicture(<Picture image="ill-feature" alt="" />)
    expect(img).toHaveAttribute('width', String(images['ill-feature'].width))
    expect(img).toHaveAttribute('height', String(images['ill-feature'].height))
    expect(img).toHaveAttribute('alt', '')
  })

  it('is lazy and decodes asynchronously by default', () => {
    const { img, picture } = renderPicture(<Picture image="ill-home-hero" alt="Fjord" />)
    expect(img).toHaveAttribute('loading', 'lazy')
    expect(img).toHaveAttribute('decoding', 'async')
    expect(img).not.toHaveAttribute('fetchpriority')
    expect(picture).toHaveAttribute('data-slot', 'picture')
    expect(img).toHaveAttribute('data-slot', 'picture-img')
  })

  it('loads a hero eagerly with high fetch priority', () => {
    const { img } = renderPicture(<Picture image="ill-home-hero" alt="Fjord" priority loading="lazy" />)
    expect(img).toHaveAttribute('loading', 'eager')
    expect(img).toHaveAttribute('fetchpriority', 'high')
  })

  it('adds class names and passes other attributes to the <img>', () => {
    const { img } = renderPicture(
      <Picture image="ill-home-hero" alt="Fjord" className="rounded-lg" pictureClassName="block" data-testid="hero" />,
    )
    expect(img).toHaveClass('h-auto', 'max-w-full', 'rounded-lg')
    expect(img.parentElement).toHaveClass('block')
    expect(img).toHaveAttribute('data-testid', 'hero')
  })

  it('keeps its proportions as the layout sizes its width, unless the caller fixes its box', () => {
    const fluid = renderPicture(<Picture image="ill-feature" alt="" className="w-full" />).img
    expect(fluid).toHaveClass('h-auto', 'max-w-full', 'w-full')
    const fixed = renderPicture(<Picture image={logo} alt="" sizing="fixed" className="h-8 w-auto" />).img
    expect(fixed).not.toHaveClass('h-auto')
    expect(fixed).toHaveClass('h-8', 'w-auto', 'max-w-full')
  })

  it('offers an SVG drawing that came with content at one, two and three times its own width', () => {
    const { sources, img } = renderPicture(<Picture image={logo} alt="Nordvik Bakeri" sizes="180px" />)
    const hash = logo.hash
    expect(sources[0]!.getAttribute('srcset')).toBe(
      ['240', '480', '720']
        .map((w) => `/assets/media/customers-nordvik-bakeri-light-${hash}-${w}.avif ${w}w`)
        .join(', '),
    )
    // The drawing's own size, for the box before the file arrives; a logo keeps its transparency.
    expect(img).toHaveAttribute('width', '240')
    expect(img).toHaveAttribute('height', '48')
    expect(img.getAttribute('src')).toMatch(/-720\.png$/)
  })

  it('refuses a name that is not in the manifest', () => {
    expect(() => render(<Picture image={'nope' as 'ill-home-hero'} alt="" />)).toThrow(/no image named "nope"/)
  })
})
