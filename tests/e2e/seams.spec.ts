/**
 * Parts that showed the template behind the site: cards whose keyboard focus was only an
 * underline, a related-posts row with one card stretched across the page and its picture enlarged,
 * and a testimonial carousel that always showed cards cut at its edges on a phone.
 */
import { expect, test } from '@playwright/test'
import { pathFor } from '../../content/site/routes'
import { builtPages, clientDir, readText } from '../../scripts/quality/site-files'
import { islandLive } from './helpers'

test.describe('cards with a link over them', () => {
  test('show a focus ring round the whole card, as a button does', async ({ page }) => {
    await page.goto(pathFor('services', 'en'))
    const card = page.locator('[data-slot="service-card"] article').first()
    const link = card.getByRole('link')
    // Keyboard focus, as a visitor tabbing through the page gives it.
    await link.focus()
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Tab')
    await expect(link).toBeFocused()
    const ring = await card.evaluate((element) => {
      const style = getComputedStyle(element)
      return { style: style.outlineStyle, width: style.outlineWidth, offset: style.outlineOffset }
    })
    expect(ring).toEqual({ style: 'solid', width: '2px', offset: '2px' })
    // A button's ring, for comparison: the same width and offset.
    const button = page.locator('header [data-contact-cta]')
    await button.focus()
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Tab')
    const buttonRing = await button.evaluate((element) => getComputedStyle(element).outlineWidth)
    expect(buttonRing).toBe(ring.width)
    // The ring goes when focus leaves.
    await page.keyboard.press('Tab')
    expect(await card.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('none')
  })
})

/** Post pages and the number of cards in their related-posts row, from the build. */
const related = builtPages(clientDir())
  .map(({ urlPath, file }) => {
    const html = readText(file)
    const at = html.indexOf('data-slot="related-posts"')
    return { urlPath, cards: at < 0 ? 0 : html.slice(at).split('data-slot="blog-post-card"').length - 1 }
  })
  .filter((page) => page.cards > 0)

test.describe('related posts', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  for (const count of [1, 2, 3]) {
    const example = related.find((page) => page.cards === count)
    if (!example) continue
    test(`${count} card(s) keep a card's width, the picture never enlarged (${example.urlPath})`, async ({ page }) => {
      await page.goto(example.urlPath)
      const cards = page.locator('[data-slot="related-posts"] [data-slot="blog-post-card"]')
      await expect(cards).toHaveCount(count)
      await cards.first().scrollIntoViewIfNeeded()
      for (const card of await cards.all()) {
        const box = (await card.boundingBox())!
        // A row of three in the 75rem container: about 384 px a card.
        expect(box.width).toBeLessThanOrEqual(400)
        const picture = card.locator('img').first()
        await expect(picture).toHaveJSProperty('complete', true)
        const { shown, natural } = await picture.evaluate((img: HTMLImageElement) => ({
          shown: img.getBoundingClientRect().width * devicePixelRatio,
          natural: img.naturalWidth,
        }))
        expect(shown).toBeLessThanOrEqual(natural)
      }
    })
  }
})

test.describe('the testimonial carousel on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('shows each card whole while it rests, and moves on to the next', async ({ page }) => {
    test.setTimeout(60_000)
    await page.goto(pathFor('home', 'en'))
    const carousel = page.locator('#omtaler [data-slot="testimonial-carousel"]')
    await carousel.scrollIntoViewIfNeeded()
    await islandLive(carousel)
    await expect(carousel).toHaveAttribute('data-state', 'playing')
    // Watch every frame until the carousel has moved on by one card and come to rest again: in
    // each frame in which it stands still, every card's text is either wholly inside the
    // carousel's box or wholly outside it.
    const watched = await carousel.evaluate(
      (element) =>
        new Promise<{ restingFrames: number; cutWhileResting: string[]; moved: boolean }>((resolve) => {
          const box = element.querySelector('.swiper')!.getBoundingClientRect()
          const wrapper = element.querySelector<HTMLElement>('.swiper-wrapper')!
          const first = getComputedStyle(wrapper).transform
          let last = first
          let moved = false
          let restingFrames = 0
          const cutWhileResting: string[] = []
          const started = performance.now()
          const frame = () => {
            const now = getComputedStyle(wrapper).transform
            const resting = now === last
            if (now !== first) moved = true
            last = now
            if (resting) {
              restingFrames += 1
              for (const text of element.querySelectorAll('blockquote, figcaption')) {
                const r = text.getBoundingClientRect()
                const inside = r.left >= box.left - 1 && r.right <= box.right + 1
                const outside = r.right <= box.left + 1 || r.left >= box.right - 1
                if (!inside && !outside) cutWhileResting.push(`${Math.round(r.left)}..${Math.round(r.right)}`)
              }
            }
            // Done once it has moved and rested again for a while, or after 20 s.
            if ((moved && resting && restingFrames > 60 && now !== first) || performance.now() - started > 20_000)
              resolve({ restingFrames, cutWhileResting, moved })
            else requestAnimationFrame(frame)
          }
          requestAnimationFrame(frame)
        }),
    )
    expect(watched.moved, 'the carousel moves on by itself').toBe(true)
    expect(watched.restingFrames, 'the carousel rests between cards').toBeGreaterThan(60)
    expect(watched.cutWhileResting).toEqual([])
  })
})
