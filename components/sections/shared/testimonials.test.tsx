// @vitest-environment jsdom
/**
 * The testimonials section with one, two or three quotes after the featured one: one or two stand
 * still in a row, plain figures a screen reader reads as quotes, with no carousel region and no pause
 * button (nothing moves); from three they run in the carousel, whose cards are all in the markup.
 */
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { testimonials } from '../../../content/shared/testimonials'
import { sectionStrings } from '../../../content/strings/sections'
import { LocaleProvider } from '../../../renderer/locale'
import { Testimonials } from './testimonials'

const t = sectionStrings.en.testimonials

/**
 * `count` quotes of the test's own, made from the site's first testimonial, so that the test holds
 * however many testimonials the marketer keeps.
 */
function show(count: number) {
  const [first] = testimonials.en
  expect(first).toBeDefined()
  const items = Array.from({ length: count }, (_, i) => ({
    ...first!,
    id: `quote-${i + 1}`,
    quote: `Quote number ${i + 1}, in the customer's own words.`,
  }))
  document.body.innerHTML = renderToString(
    <LocaleProvider locale="en">
      <Testimonials title="Quotes" items={items} readMore={false} />
    </LocaleProvider>,
  )
  return items
}

const section = () => document.querySelector('[data-section="testimonials"]')!

afterEach(() => {
  document.body.innerHTML = ''
})

describe('given the testimonials section', () => {
  for (const count of [1, 2]) {
    it(`stands ${count} quote${count > 1 ? 's' : ''} still in a row, without carousel or controls`, () => {
      const items = show(count)
      const figures = [...section().querySelectorAll('figure[data-slot="testimonial"]')]
      expect(figures.map((figure) => figure.querySelector('blockquote')!.textContent)).toEqual(
        items.map((item) => item.quote),
      )
      expect(section().querySelector('[data-slot="testimonial-row"]')).not.toBeNull()
      expect(section().querySelector('[data-slot="testimonial-carousel"]')).toBeNull()
      expect(section().querySelector('[data-slot="carousel-toggle"]')).toBeNull()
      expect(section().querySelector(`[aria-label="${t.carouselLabel}"]`)).toBeNull()
      expect(section().textContent).not.toContain(t.pause)
    })
  }

  it('runs three quotes in the carousel, each card in the markup, with its label and pause button', () => {
    const items = show(3)
    const carousel = section().querySelector('[data-slot="testimonial-carousel"]')!
    expect(carousel).not.toBeNull()
    expect(carousel.querySelector('[role="region"]')).toHaveAttribute('aria-label', t.carouselLabel)
    expect([...carousel.querySelectorAll('.swiper-slide blockquote')].map((quote) => quote.textContent)).toEqual(
      items.map((item) => item.quote),
    )
    expect(carousel.querySelector('[data-slot="carousel-toggle"]')).toHaveTextContent(t.pause)
    expect(section().querySelector('[data-slot="testimonial-row"]')).toBeNull()
  })
})
