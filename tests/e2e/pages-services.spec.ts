/**
 * Home, services index and every service page (one per file of content/services/), in both languages: every
 * section renders, anchors exist, JSON-LD parses with the types and fields each page needs, the
 * FAQ follows its rules, and the carousel and the lightbox load on demand. axe and the console are checked on every page
 * in tests/e2e/a11y.spec.ts, with the islands that start in view live.
 */
import { expect, test } from '@playwright/test'
import { locales, type Locale } from '../../content/site/locales'
import { pathFor, type RouteId, type RouteParams } from '../../content/site/routes'
import { servicePages as loadServicePages } from '../../content/pages/services/services'
import { servicePath, serviceTopicText } from '../../content/pages/services/links'
import { homeCopy } from '../../content/pages/home'
import { featuredTestimonialId, testimonialsById } from '../../content/shared/testimonials'
import { settings } from '../../content/site/settings'
import { widgetUi } from '../../content/strings/widgets'
import { introVideos } from '../../media-src/intro'
import { isVector } from '../../media-src/types'
import { reviewLogos } from '../../content/facts/brands'
import { layoutCopy } from '../../content/pages/layout'
import { sectionStrings } from '../../content/strings/sections'
import {
  htmlEscaped,
  islandLive,
  islandOf,
  jsonLdOf,
  ofType,
  pageScriptStarted,
  watchConsole,
  type JsonLdNode,
} from './helpers'

const servicePages = loadServicePages()
const serviceIds = Object.keys(servicePages)
/** The services whose file has a price table. */
const pricedServices = serviceIds.filter((id) => servicePages[id]!.nb.pricing !== undefined)

type PageSpec = {
  id: RouteId
  params?: Record<Locale, RouteParams>
  sections: string[]
  anchors: string[]
  types: string[]
  crumbs: number
}

const specs: PageSpec[] = [
  {
    id: 'home',
    sections: [
      'trusted-brands',
      'services-grid',
      'feature-rows',
      'key-figures',
      'testimonials',
      'customer-cases',
      'faq',
      'pre-cta',
    ],
    anchors: ['#kunder', '#tjenester', '#hvorfor', '#fordeler', '#omtaler', '#kundecaser', '#faq', '#kontakt-oss'],
    types: ['Organization', 'WebSite', 'ItemList', 'FAQPage', 'BreadcrumbList'],
    crumbs: 1,
  },
  {
    id: 'services',
    sections: ['services-grid', 'trusted-brands', 'process-steps', 'faq', 'pre-cta'],
    anchors: ['#tjenester', '#kunder', '#prosess', '#faq', '#kontakt-oss'],
    types: ['CollectionPage', 'ItemList', 'FAQPage', 'BreadcrumbList'],
    crumbs: 2,
  },
  ...serviceIds.map((id) => ({
    id: 'service' as const,
    params: servicePages[id]!.nb.twinParams,
    sections: [
      'trusted-brands',
      'feature-rows',
      'key-features',
      ...(pricedServices.includes(id) ? ['pricing'] : []),
      'testimonials',
      'customer-cases',
      'faq',
      'pre-cta',
    ],
    anchors: [
      '#hvorfor',
      '#fordeler',
      ...(pricedServices.includes(id) ? ['#priser'] : []),
      '#omtaler',
      '#kundecaser',
      '#faq',
      '#kontakt-oss',
    ],
    types: ['Service', 'FAQPage', 'BreadcrumbList'],
    crumbs: 3,
  })),
]

/** `text` as a regular expression that matches it literally. */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

test.describe('the prerendered pages', () => {
  for (const spec of specs) {
    for (const locale of locales) {
      const path = pathFor(spec.id, locale, spec.params?.[locale])
      test(`${path} renders its sections, anchors and JSON-LD`, async ({ request }) => {
        const response = await request.get(path)
        expect(response.status()).toBe(200)
        const html = await response.text()
        expect(html.match(/<h1[\s>]/g)).toHaveLength(1)
        for (const section of spec.sections) expect(html, section).toContain(`data-section="${section}"`)
        for (const anchor of spec.anchors) expect(html, anchor).toContain(`id="${anchor.slice(1)}"`)
        // The hero and CTA buttons open the contact dialog about their topic, and without JS lead to the contact page.
        expect(html).toMatch(new RegExp(`href="${pathFor('contact', locale)}" data-contact-cta="[a-z-]+"`))

        const nodes = jsonLdOf(html)
        for (const type of spec.types) expect(ofType(nodes, type), type).toHaveLength(1)
        for (const node of nodes) expect(node['@context']).toBe('https://schema.org')

        const [crumbs] = ofType(nodes, 'BreadcrumbList')
        const items = crumbs!.itemListElement as JsonLdNode[]
        expect(items).toHaveLength(spec.crumbs)
        items.forEach((item, i) => expect(item.position).toBe(i + 1))
        expect(items.at(-1)!.item).toBe(`${settings.siteUrl}${path}`)

        const [faq] = ofType(nodes, 'FAQPage')
        const questions = faq!.mainEntity as JsonLdNode[]
        expect(questions.length).toBeGreaterThanOrEqual(4)
        for (const q of questions) {
          expect(q['@type']).toBe('Question')
          expect(typeof q.name).toBe('string')
          expect(((q.acceptedAnswer as JsonLdNode).text as string).length).toBeGreaterThan(20)
        }
        expect(html.match(/data-slot="faq-item"/g)).toHaveLength(questions.length)
      })
    }
  }

  for (const id of serviceIds) {
    for (const locale of locales) {
      test(`${servicePath(id, locale)} describes its Service with offers from the facts`, async ({ request }) => {
        const html = await (await request.get(servicePath(id, locale))).text()
        const [service] = ofType(jsonLdOf(html), 'Service')
        expect(service!.name).toBeTruthy()
        expect(service!.serviceType).toBe(servicePages[id]![locale].serviceType)
        expect((service!.provider as JsonLdNode).name).toBe(settings.agencyName)
        expect(service!.url).toBe(`${settings.siteUrl}${servicePath(id, locale)}`)
        const offers = (service!.offers ?? []) as JsonLdNode[]
        if (pricedServices.includes(id)) {
          expect(offers.length).toBeGreaterThan(0)
          for (const offer of offers) {
            expect(typeof offer.price).toBe('number')
            expect(['NOK', 'USD']).toContain(offer.priceCurrency)
            expect((offer.priceSpecification as JsonLdNode).valueAddedTaxIncluded).toBe(false)
          }
        } else {
          expect(offers).toEqual([])
        }
      })
    }
  }

  for (const id of serviceIds) {
    for (const locale of locales) {
      test(`${servicePath(id, locale)} quotes its own customers: the first beside the intro video, the others still`, async ({
        request,
      }) => {
        const html = await (await request.get(servicePath(id, locale))).text()
        const section = /<section[^>]*id="omtaler"[\s\S]*?<\/section>/.exec(html)![0]
        const own = testimonialsById(locale, servicePages[id]![locale].testimonials.ids)
        const featured = /data-slot="client-testimonial"[\s\S]*?<\/figure>/.exec(section)![0]
        expect(featured).toContain('data-slot="intro-video-button"')
        const quotes = [...section.matchAll(/<blockquote[^>]*><p>([^<]*)<\/p>/g)].map((m) =>
          m[1]!.replaceAll('&#x27;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&'),
        )
        expect(quotes).toEqual(own.map((t) => t.quote))
        expect(featured).toContain(own[0]!.name)
        // One to three quotes: too few to move, so no carousel and nothing to pause.
        expect(section).not.toContain('data-slot="testimonial-carousel"')
        expect(section).not.toContain('data-slot="carousel-toggle"')
        if (own.length > 1) expect(section).toContain('data-slot="testimonial-row"')
      })
    }
  }

  test('the home page quotes its own customers: the featured one beside the video, the others in a carousel', async ({
    request,
  }) => {
    for (const locale of locales) {
      const html = await (await request.get(pathFor('home', locale))).text()
      const section = /<section[^>]*id="omtaler"[\s\S]*?<\/section>/.exec(html)![0]
      const [featured] = testimonialsById(locale, [featuredTestimonialId])
      const featuredFigure = /data-slot="client-testimonial"[\s\S]*?<\/figure>/.exec(section)![0]
      expect(featuredFigure).toContain(featured!.name)
      const carousel = /data-slot="testimonial-carousel"[\s\S]*$/.exec(section)![0]
      const names = testimonialsById(locale, homeCopy[locale].testimonials.ids).map((t) => t.name)
      expect(names.length).toBeGreaterThanOrEqual(3)
      for (const name of names) expect(carousel).toContain(name)
      expect(carousel.match(/class="swiper-slide/g)).toHaveLength(names.length)
    }
  })

  test('each priced service page shows its plans in the currency of each language, with the badge and VAT note', async ({
    request,
  }) => {
    expect(pricedServices.length).toBeGreaterThan(0)
    for (const id of pricedServices) {
      for (const locale of locales) {
        const html = await (await request.get(servicePath(id, locale))).text()
        const pricing = servicePages[id]![locale].pricing!
        // Every plan the page lists, at its price from the facts in the language's currency, as the
        // format module prints it ("9 990 kr", "$979"), with its period.
        expect(pricing.plans.length, `${id} (${locale})`).toBeGreaterThan(0)
        for (const plan of pricing.plans) {
          expect(plan.price, `${id} ${plan.id}`).toBeTruthy()
          expect(html, `${id} ${plan.id}`).toContain(htmlEscaped(plan.price))
          if (plan.priceSuffix) expect(html, `${id} ${plan.id}`).toContain(htmlEscaped(plan.priceSuffix))
        }
        const t = sectionStrings[locale].pricing
        if (pricing.plans.some((plan) => plan.highlight)) expect(html, id).toContain(t.bestSeller)
        else expect(html, id).not.toContain('data-slot="best-seller"')
        expect(html, id).toContain(t.vatNote)
        expect(html, id).toContain(locale === 'nb' ? '100\u00a0% uforpliktende' : '100% no obligation')
      }
    }
  })

  test('the trust strip and testimonials link are on the home page in both languages', async ({ request }) => {
    const nb = await (await request.get('/')).text()
    expect(nb).toContain(htmlEscaped(layoutCopy.nb.trustStrip.basedOn))
    expect(nb).toContain('href="/om-oss/#feedback"')
    expect(nb.match(/data-slot="stars" data-stars="5"/g)?.length).toBeGreaterThan(0)
    const en = await (await request.get('/en/')).text()
    expect(en).toContain(htmlEscaped(layoutCopy.en.trustStrip.basedOn))
    expect(en).toContain('Read more testimonials')
    expect(en).toContain('href="/en/about/#feedback"')
    // Logos in a light and a dark variant, each with its alt text: a drawing (SVG) drawn inline,
    // with no request, a photo as a picture named by its hash.
    for (const logo of reviewLogos) {
      for (const [theme, image] of [
        ['light', logo.lightImage],
        ['dark', logo.darkImage],
      ] as const) {
        const shown = isVector(image)
          ? `<svg[^>]*data-drawing="${image.hash}"[^>]*data-theme="${theme}"[^>]*role="img" aria-label="${escapeRegExp(logo.imageAlt.en)}"`
          : `<img[^>]*data-theme="${theme}"[^>]*src="[^"]*-${image.hash}-\\d+\\.webp"[^>]*alt="${escapeRegExp(logo.imageAlt.en)}"`
        expect(en, `${logo.id} ${theme}`).toMatch(new RegExp(shown))
      }
    }
    for (const img of en.match(/<img [^>]*>/g) ?? []) {
      expect(img, img).toMatch(/width="\d+"/)
      expect(img, img).toMatch(/height="\d+"/)
      expect(img, img).toMatch(/alt="/)
    }
  })
})

test.describe('in the browser', () => {
  test('the FAQ opens one answer at a time and closes it again', async ({ page }) => {
    const errors = watchConsole(page)
    await page.goto(`${servicePath('seo-optimalisering', 'en')}#faq`)
    const items = servicePages['seo-optimalisering']!.en.faq.items
    const first = page.getByRole('button', { name: items[0]!.question })
    const second = page.getByRole('button', { name: items[1]!.question })
    await expect(first).toHaveAttribute('aria-expanded', 'true')
    // One click, whether or not the island is live yet: a click before that is held and replayed.
    await second.click()
    await expect(second).toHaveAttribute('aria-expanded', 'true')
    await expect(first).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByText(items[1]!.answer as string)).toBeVisible()
    await expect(page.locator('#faq [data-slot="accordion-trigger"][aria-expanded="true"]')).toHaveCount(1)
    await second.click()
    await expect(second).toHaveAttribute('aria-expanded', 'false')
    await expect(page.locator('#faq [data-slot="accordion-trigger"][aria-expanded="true"]')).toHaveCount(0)
    await second.press('Enter')
    await expect(second).toHaveAttribute('aria-expanded', 'true')
    expect(errors).toEqual([])
  })

  for (const locale of locales) {
    test(`the intro video plays in a lightbox that closes with Escape and returns focus (${locale})`, async ({
      page,
    }) => {
      const errors = watchConsole(page)
      await page.goto(pathFor('home', locale))
      // Nothing of the lightbox is on the page before the visitor asks for it.
      await expect(page.locator('[data-slot="video-lightbox"]')).toHaveCount(0)
      const play = page.locator('#omtaler [data-slot="intro-video-button"]')
      await play.scrollIntoViewIfNeeded()
      // A click before the island is live is held and replayed, so the visitor clicks once.
      await play.click()
      const dialog = page.getByRole('dialog')
      await expect(dialog).toBeVisible()
      await expect(dialog).toHaveAccessibleName(
        locale === 'nb' ? `Møt ${settings.brandName}` : `Meet ${settings.brandName}`,
      )
      const video = dialog.locator('video[data-slot="intro-video"]')
      // The film of the page's language, with its captions.
      await expect(video.locator(`track[srclang="${locale}"]`)).toHaveAttribute('src', introVideos[locale].track.src)
      await expect
        .poll(() => video.evaluate((v: HTMLVideoElement) => new URL(v.currentSrc).pathname), { timeout: 10_000 })
        .toMatch(new RegExp(`^/media/intro/intro-${locale}\\.(webm|mp4)$`))
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused), { timeout: 10_000 }).toBe(true)
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(play).toBeFocused()
      expect(errors).toEqual([])
    })
  }

  test('the testimonial carousel loads Swiper only when it comes into view, and pauses on hover', async ({ page }) => {
    const errors = watchConsole(page)
    await page.goto(pathFor('home', 'nb'))
    const carousel = page.locator('#omtaler [data-slot="testimonial-carousel"]')
    // Every card is in the page, laid out as Swiper lays it out, before Swiper is.
    await expect(carousel.locator('.swiper-slide').first()).toBeAttached()
    await expect(carousel.locator('.swiper-initialized')).toHaveCount(0)
    await expect(islandOf(carousel)).not.toHaveAttribute('data-hydrated')
    await carousel.scrollIntoViewIfNeeded()
    await islandLive(carousel)
    await expect(carousel.locator('.swiper-initialized')).toHaveCount(1)
    await expect(carousel).toHaveAttribute('data-state', 'playing')
    await expect(carousel.locator('.swiper-slide').first()).toBeVisible()
    const wrapper = carousel.locator('.swiper-wrapper')
    const transform = () => wrapper.evaluate((el) => getComputedStyle(el).transform)
    // Moving continuously...
    const before = await transform()
    await expect.poll(transform).not.toBe(before)
    // ...and frozen in place while the pointer rests on it.
    await carousel.hover()
    await expect(carousel).toHaveAttribute('data-state', 'hover')
    const frozen = await transform()
    await page.waitForTimeout(400)
    expect(await transform()).toBe(frozen)
    await page.mouse.move(0, 0)
    await expect(carousel).toHaveAttribute('data-state', 'playing')
    // The visitor can stop it (WCAG 2.2.2).
    await carousel.locator('[data-slot="carousel-toggle"]').click()
    await expect(carousel).toHaveAttribute('data-state', 'paused')
    expect(errors).toEqual([])
  })

  for (const locale of locales) {
    test(`the hero and plan buttons open the contact dialog on the page (${locale})`, async ({ page }) => {
      const path = servicePath('google-ads-annonsering', locale)
      await page.goto(path)
      // A CTA is a link to the contact page until the page's script runs.
      await pageScriptStarted(page)
      const hero = page.locator('[data-slot="service-hero"] [data-contact-cta]')
      await expect(hero).toHaveAttribute('href', pathFor('contact', locale))
      await hero.click()
      const dialog = page.getByRole('dialog')
      await expect(dialog).toBeVisible()
      await expect(page).toHaveURL(path)
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(hero).toBeFocused()
      const planButton = page.locator('#priser [data-slot="pricing-card"][data-highlight="true"] [data-contact-cta]')
      await planButton.click()
      // A plan's button opens a dialog that names the plan.
      const plan = await page.locator('#priser [data-slot="pricing-card"][data-highlight="true"] h3').innerText()
      await expect(page.getByRole('dialog')).toHaveAccessibleName(
        widgetUi[locale].contactModal.topics.plan.title.replace('{plan}', plan),
      )
      await expect(page).toHaveURL(path)
    })

    test(`a button's dialog is about what the button asked for (${locale})`, async ({ page }) => {
      const topics = { ...widgetUi[locale].contactModal.topics, 'seo-review': serviceTopicText('seo-review', locale)! }
      await page.goto(servicePath('seo-optimalisering', locale))
      await pageScriptStarted(page)
      const hero = page.locator('[data-slot="service-hero"] [data-contact-cta]')
      await expect(hero).toHaveAttribute('data-contact-cta', 'seo-review')
      await hero.click()
      await expect(page.getByRole('dialog')).toHaveAccessibleName(topics['seo-review'].title)
      await expect(page.getByRole('dialog')).toContainText(topics['seo-review'].description)
      await page.keyboard.press('Escape')
      await page.locator('header [data-contact-cta]').click()
      await expect(page.getByRole('dialog')).toHaveAccessibleName(topics.quote.title)
    })
  }

  test('the carousel stands still under prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto(pathFor('home', 'en'))
    const carousel = page.locator('#omtaler [data-slot="testimonial-carousel"]')
    await carousel.scrollIntoViewIfNeeded()
    await islandLive(carousel)
    await expect(carousel).toHaveAttribute('data-state', 'stopped')
    // No autoplay, so nothing to pause: the toggle is not shown.
    await expect(carousel.locator('[data-slot="carousel-toggle"]')).toBeHidden()
  })
})
