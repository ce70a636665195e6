/**
 * The company pages: about, projects, WordPress plugins, text-to-speech plugin, refund policy,
 * terms, privacy and the accessibility statement. Each renders its sections in both languages,
 * carries JSON-LD with the types and fields it needs, keeps its anchors and loads its islands' code
 * only when needed (axe runs on every page in tests/e2e/a11y.spec.ts). The offices' addresses on
 * the contact and about pages and in the footer, and the contact page's named person, are checked
 * here too.
 */
import { expect, test, type Page } from '@playwright/test'
import { contactPerson } from '../../content/pages/contact'
import { plans, ttsPlugin } from '../../content/facts/facts'
import { planSet } from '../../content/facts/plans'
import { locales, type Locale } from '../../content/site/locales'
import { pathFor, type RouteId } from '../../content/site/routes'
import { headOffice, phoneHref, settings, type Office } from '../../content/site/settings'
import { renderEveryBand } from '../browser'
import { testimonials } from '../../content/shared/testimonials'
import { aboutPage } from '../../content/pages/about'
import { caseStudies } from '../../content/pages/case-studies'
import { islandLive, islandOf, jsonLdOfPage, ofType, scrollThrough, watchConsole } from './helpers'

type PageSpec = { id: RouteId; sections: string[]; crumbs: number; types: string[] }

const pageSpecs: PageSpec[] = [
  {
    id: 'about',
    sections: [
      '#hvem-vi-er',
      '#folkene',
      '#slik-jobber-vi',
      '#dette-har-vi-gjort',
      '#feedback',
      '#hva-du-kan-forvente',
      '#kontorer',
      '#kontakt-oss',
    ],
    crumbs: 2,
    types: ['AboutPage', 'Organization', 'BreadcrumbList'],
  },
  {
    id: 'projects',
    sections: ['#prosjekter', '#kontakt-oss'],
    crumbs: 2,
    types: ['CollectionPage', 'Organization', 'BreadcrumbList'],
  },
  {
    id: 'plugins',
    sections: ['#utvidelser', '#hvorfor-utvidelsene'],
    crumbs: 2,
    types: ['CollectionPage', 'Organization', 'BreadcrumbList'],
  },
  {
    id: 'pluginTts',
    sections: ['#tts-video', '#intro', '#tts-features', '#tts-pro', '#tts-download', '#faq'],
    crumbs: 3,
    types: ['WebPage', 'SoftwareApplication', 'VideoObject', 'FAQPage', 'Organization', 'BreadcrumbList'],
  },
  {
    id: 'pluginRefund',
    sections: ['[data-slot="legal-document"]'],
    crumbs: 3,
    types: ['WebPage', 'Organization', 'BreadcrumbList'],
  },
  {
    id: 'terms',
    sections: ['[data-slot="legal-document"]'],
    crumbs: 2,
    types: ['WebPage', 'Organization', 'BreadcrumbList'],
  },
  {
    id: 'privacy',
    sections: ['[data-slot="legal-document"]'],
    crumbs: 2,
    types: ['WebPage', 'Organization', 'BreadcrumbList'],
  },
  {
    id: 'accessibility',
    sections: ['[data-slot="legal-document"]'],
    crumbs: 2,
    types: ['WebPage', 'Organization', 'BreadcrumbList'],
  },
]

for (const spec of pageSpecs) {
  for (const locale of locales) {
    const path = pathFor(spec.id, locale)
    test(`${path} renders its sections and structured data`, async ({ page }) => {
      const errors = watchConsole(page)
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expect(page.locator('main h1')).toHaveCount(1)
      for (const selector of spec.sections) await expect(page.locator(`main ${selector}`), selector).toHaveCount(1)

      const nodes = await jsonLdOfPage(page)
      expect(nodes.map((n) => n['@type'])).toEqual(expect.arrayContaining(spec.types))
      for (const node of nodes) expect(node['@context']).toBe('https://schema.org')
      const [crumbs] = ofType(nodes, 'BreadcrumbList')
      const items = crumbs!.itemListElement as { position: number; item: string; name: string }[]
      expect(items).toHaveLength(spec.crumbs)
      expect(items.at(-1)!.item).toBe(`${settings.siteUrl}${path}`)
      const [organization] = ofType(nodes, 'Organization')
      expect(organization).toMatchObject({
        name: settings.agencyName,
        email: settings.email,
        telephone: settings.phone,
      })
      // The islands that start in view are brought in view, and the console checked again, in a11y.spec.ts.
      expect(errors).toEqual([])
    })
  }
}

test.describe('the text-to-speech page', () => {
  for (const locale of locales) {
    test(`has the listing facts, the PRO offer, the video and the FAQ in its JSON-LD (${locale})`, async ({ page }) => {
      await page.goto(pathFor('pluginTts', locale))
      const nodes = await jsonLdOfPage(page)
      const [app] = ofType(nodes, 'SoftwareApplication')
      expect(app).toMatchObject({
        softwareVersion: ttsPlugin.version,
        aggregateRating: { ratingValue: ttsPlugin.rating, reviewCount: ttsPlugin.reviewCount },
      })
      const offers = app!.offers as { price: string; priceCurrency: string }[]
      expect(offers.map((o) => o.price)).toEqual(
        planSet(plans, 'tts', locale).map((plan) => String(plan.price.kind === 'amount' ? plan.price.amount : '')),
      )
      const [video] = ofType(nodes, 'VideoObject')
      for (const field of ['name', 'description', 'thumbnailUrl', 'uploadDate', 'contentUrl', 'duration'])
        expect(video![field], field).toBeTruthy()
      const [faq] = ofType(nodes, 'FAQPage')
      const questions = faq!.mainEntity as { name: string }[]
      await expect(page.locator('#faq [data-slot="faq-item"]')).toHaveCount(questions.length)
    })

    test(`tracks the plugin buttons and opens shops in a new tab (${locale})`, async ({ page }) => {
      await page.goto(pathFor('pluginTts', locale))
      // The hero's buy button and the PRO plan's button in the comparison both count as pro.
      const pro = page.locator('[data-track="pro"]')
      await expect(pro).toHaveCount(2)
      for (const button of await pro.all()) {
        await expect(button).toHaveAttribute('href', settings.plugin.proShopUrl)
        await expect(button).toHaveAttribute('target', '_blank')
        await expect(button).toHaveAttribute('rel', /noopener/)
      }
      const free = page.locator('[data-track="free"]')
      await expect(free).toHaveAttribute('href', settings.plugin.freeDownloadUrl)
      await expect(free).toHaveAttribute('rel', /noopener/)
      const demo = page.locator('[data-track="demo"]')
      await expect(demo).toHaveAttribute('href', `${pathFor('pluginTts', locale)}#intro`)
      await expect(page.locator(`a[href="${settings.plugin.wordpressDirectoryUrl}"]`).first()).toHaveAttribute(
        'target',
        '_blank',
      )
      await demo.click()
      await expect(page).toHaveURL(/#intro$/)
      await expect(page.locator('#intro')).toBeInViewport()
    })

    test(`compares free and PRO with the facts (${locale})`, async ({ page }) => {
      await page.goto(pathFor('pluginTts', locale))
      const table = page.locator('#tts-pro table')
      const number = (value: number) => new Intl.NumberFormat(locale === 'nb' ? 'nb-NO' : 'en-US').format(value)
      // The table's text, whether or not its band has been rendered yet (content-visibility);
      // spaces inside numbers count as spaces.
      for (const value of [ttsPlugin.freeCreditsPerMonth, ttsPlugin.proCreditsPerMonth])
        await expect(table).toContainText(number(value))
      await expect(table).toContainText(`${ttsPlugin.audioKbps} kbit/s`)
      await expect(table).toContainText(String(ttsPlugin.languages))
      await expect(table).toContainText(String(ttsPlugin.refundDays))
      await expect(page.locator('#tts-pro [data-slot="best-seller"]')).toHaveCount(1)
      await expect(page.locator('#tts-pro [data-slot="vat-note"]')).toBeVisible()
      await expect(page.locator(`#tts-pro a[href="${pathFor('pluginRefund', locale)}"]`)).toBeVisible()
    })
  }

  test('loads the demo and the FAQ only when the visitor scrolls to them', async ({ page }) => {
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url())
    })
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto(pathFor('pluginTts', 'en'))
    await page.waitForLoadState('networkidle')
    const atLoad = scripts.length
    // Prerendered, every answer in the page, and not yet live.
    const triggers = page.locator('#faq [data-slot="accordion-trigger"]')
    await expect(page.locator('#faq [data-slot="faq-item"]').first()).toBeAttached()
    await expect(islandOf(triggers.first())).not.toHaveAttribute('data-hydrated')
    await expect(islandOf(page.locator('[data-slot="tts-demo"]'))).not.toHaveAttribute('data-hydrated')
    await scrollThrough(page)
    // Each where the visitor stops at it: on a busy machine the scroll above may pass one between
    // two painted frames, and the browser sees only what a frame shows.
    for (const part of [page.locator('[data-slot="tts-demo"]'), triggers.first()]) {
      await part.scrollIntoViewIfNeeded()
      await islandLive(part)
    }
    expect(scripts.length).toBeGreaterThan(atLoad)
    // The FAQ opens and closes one item at a time.
    await triggers.nth(1).click()
    await expect(triggers.nth(1)).toHaveAttribute('aria-expanded', 'true')
    await expect(triggers.nth(0)).toHaveAttribute('aria-expanded', 'false')
  })

  test('plays the intro video in a dialog from #tts-video', async ({ page }) => {
    await page.goto(`${pathFor('pluginTts', 'nb')}#tts-video`)
    const play = page.locator('#tts-video [data-slot="intro-video-button"]')
    await expect(play).toBeVisible()
    await play.click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    await expect(dialog.locator('track[srclang="nb"]')).toHaveAttribute('src', '/media/intro/intro-nb.vtt')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
  })
})

test.describe('the projects page', () => {
  for (const locale of locales) {
    test(`lists every case study as a numbered project with images, results and links (${locale})`, async ({
      page,
    }) => {
      await page.goto(pathFor('projects', locale))
      const items = page.locator('#prosjekter ol > li[data-slot="project"]')
      const studies = caseStudies[locale]
      expect(studies.length).toBeGreaterThan(0)
      await expect(items).toHaveCount(studies.length)
      for (const [i, study] of studies.entries()) {
        const item = items.nth(i)
        await expect(item).toHaveAttribute('data-step', String(i + 1))
        // The case's own website, as its case study shows it (each card's image by name: case-studies.spec.ts).
        const image = item.locator('img')
        await expect(image).toHaveAttribute('width', String(study.site.desktop.width))
        await expect(image).toHaveAttribute('height', String(study.site.desktop.height))
        expect((await image.getAttribute('alt'))?.length).toBeGreaterThan(10)
        await expect(item.locator('h3')).toHaveCount(1)
        await expect(item.locator('[data-slot="project-result"]')).not.toBeEmpty()
        await expect(item.locator('[data-slot="project-link"]')).toHaveAttribute(
          'href',
          new RegExp(`^/${locale === 'en' ? 'en/' : ''}`),
        )
      }
      // The clients' words are on their case studies, one click away: a quote stands on one page
      // besides the about page's feedback, so the showcase repeats none.
      await expect(page.locator('[data-slot="project-testimonial"], blockquote')).toHaveCount(0)
      // The first image loads, as AVIF.
      const shown = await items
        .first()
        .locator('img')
        .evaluate((img: HTMLImageElement) => {
          img.loading = 'eager'
          return img.decode().then(() => ({ width: img.naturalWidth, src: img.currentSrc }))
        })
      expect(shown.width).toBeGreaterThan(0)
      // The case's delivered site: an image of content (content/media/cases/), named by its hash.
      expect(shown.src).toMatch(/\/assets\/media\/cases-[a-z-]+-desktop-[0-9a-f]{8}-\d+\.avif$/)
    })
  }
})

test.describe('the legal pages', () => {
  for (const id of ['privacy', 'terms', 'pluginRefund', 'accessibility'] as const) {
    for (const locale of locales) {
      test(`${id} (${locale}) has a working table of contents and a change date`, async ({ page }) => {
        await page.goto(pathFor(id, locale))
        const links = page.locator('[data-slot="legal-toc"] a')
        const count = await links.count()
        expect(count).toBeGreaterThanOrEqual(7)
        for (let i = 0; i < count; i++) {
          const hash = (await links.nth(i).getAttribute('href'))!
          await expect(page.locator(`section${hash} h2`)).toHaveCount(1)
        }
        await expect(page.locator('[data-slot="legal-article"] time')).toHaveAttribute(
          'datetime',
          /^\d{4}-\d{2}-\d{2}$/,
        )
        await links.nth(2).click()
        await expect(page.locator(`section${await links.nth(2).getAttribute('href')}`)).toBeInViewport()
      })
    }
  }

  test('the privacy policy names the controller, its e-mail and Datatilsynet in both languages', async ({ page }) => {
    for (const locale of locales) {
      await page.goto(pathFor('privacy', locale))
      const article = page.locator('[data-slot="legal-article"]')
      await expect(article).toContainText(settings.agencyName)
      await expect(article.locator(`a[href="mailto:${settings.email}"]`).first()).toBeVisible()
      await expect(article).toContainText('Datatilsynet')
    }
  })
})

test("the trust strip leads to the about page's feedback, each named and dated", async ({ page }) => {
  for (const locale of locales) {
    // As a buyer checks the rating: from the trust strip of the home page to what it counts.
    await page.goto(pathFor('home', locale))
    await page.locator('[data-slot="trust-feedback-link"]').click()
    await expect(page).toHaveURL(new RegExp(`${pathFor('about', locale)}#feedback$`))
    await expect(page.locator('#feedback')).toBeInViewport()
    const shown = page.locator('#feedback [data-slot="testimonial"]')
    await expect(shown.first()).toBeVisible()
    for (const testimonial of testimonials[locale]) {
      const card = shown.filter({ hasText: testimonial.name })
      await expect(card).toContainText(`${testimonial.role}, ${testimonial.company}`)
      await expect(card.locator('time')).toHaveAttribute('datetime', testimonial.date)
      await expect(card.locator('time')).toHaveText(testimonial.dateText)
    }
    await expect(page.locator('[data-slot="about-figures"] > div')).toHaveCount(aboutPage[locale].story.figures.length)
    await expect(page.locator('[data-slot="office"]')).toHaveCount(settings.offices.length)
  }
})

/**
 * Who the agency is, as a buyer checks it: both offices' street addresses and phones in the footer,
 * on the contact page and on the about page, the named contact person on the contact page, and
 * the head office as the organisation's postal address in its structured data, in both languages,
 * on a 320 px phone too.
 */
test.describe('the offices and the contact person', () => {
  const officeLines = (office: Office) => [office.streetAddress, `${office.postalCode} ${office.city}`, office.phone]

  /** Each office's `<address>` in `scope`, in settings' order, with its lines and its phone link. */
  async function expectAddresses(page: Page, scope: string, locale: Locale) {
    const addresses = page.locator(`${scope} address[data-slot="office-address"]`)
    await expect(addresses).toHaveCount(settings.offices.length)
    for (const [i, office] of settings.offices.entries()) {
      const address = addresses.nth(i)
      await expect(address, `${scope} ${office.city}`).toBeVisible()
      for (const line of officeLines(office)) await expect(address).toContainText(line)
      if (locale === 'en') await expect(address).toContainText('Norway')
      await expect(address.locator('a[href^="tel:"]')).toHaveAttribute('href', phoneHref(office.phone))
    }
  }

  async function expectOrganizationAddress(page: Page) {
    const [organization] = ofType(await jsonLdOfPage(page), 'Organization')
    const head = headOffice()
    expect(organization!.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: head.streetAddress,
      postalCode: head.postalCode,
      addressLocality: head.city,
      addressCountry: 'NO',
    })
    const places = organization!.location as { '@type': string; address: Record<string, unknown>; telephone: string }[]
    expect(places.map((place) => [place['@type'], place.address.streetAddress, place.telephone])).toEqual(
      settings.offices.map((office) => ['Place', office.streetAddress, office.phone]),
    )
  }

  for (const locale of locales) {
    test(`the contact page shows both offices, the footer too, and the contact person with their e-mail (${locale})`, async ({
      page,
    }) => {
      const errors = watchConsole(page)
      await page.goto(pathFor('contact', locale))
      await expectAddresses(page, '[data-slot="contact-offices"]', locale)
      await expectAddresses(page, 'footer[data-slot="site-footer"]', locale)

      const person = page.locator('[data-slot="contact-person"]')
      const { member, email, title } = contactPerson[locale]
      await expect(person.getByRole('heading', { level: 2 })).toHaveText(title)
      await expect(person.getByRole('heading', { level: 3 })).toHaveText(member.name)
      await expect(person).toContainText(member.role[locale])
      const portrait = person.getByRole('img', { name: member.portrait.alt[locale] })
      await expect(portrait).toHaveAttribute('data-drawing', member.portrait.image.hash)
      expect((await portrait.boundingBox())!.width).toBeGreaterThan(0)
      await expect(person.locator('a[href^="mailto:"]')).toHaveAttribute('href', `mailto:${email}`)
      // The person's own mailbox at the agency's domain.
      expect(email).toMatch(/^[^@\s]+@[^@\s]+$/)
      expect(email.split('@')[1]).toBe(settings.email.split('@')[1])

      await expectOrganizationAddress(page)
      const [organization] = ofType(await jsonLdOfPage(page), 'Organization')
      expect(organization!.employee).toEqual([expect.objectContaining({ name: member.name, email })])
      expect(errors).toEqual([])
    })

    test(`the about page shows both offices, the footer too, and its Organization has the postal address (${locale})`, async ({
      page,
    }) => {
      await page.goto(pathFor('about', locale))
      // The offices' band is laid out only near the viewport (content-visibility); lay it out now.
      await page.addStyleTag({ content: renderEveryBand })
      await expectAddresses(page, '[data-section="about-offices"]', locale)
      await expectAddresses(page, 'footer[data-slot="site-footer"]', locale)
      await expectOrganizationAddress(page)
    })
  }

  test.describe('on a 320 px phone', () => {
    test.use({ viewport: { width: 320, height: 640 } })
    for (const locale of locales) {
      test(`the addresses and the contact person fit the screen (${locale})`, async ({ page }) => {
        for (const id of ['contact', 'about'] as const) {
          await page.goto(pathFor(id, locale))
          await page.addStyleTag({ content: renderEveryBand })
          const where = pathFor(id, locale)
          expect(
            await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
            where,
          ).toBe(0)
          const blocks = page.locator('address[data-slot="office-address"], [data-slot="contact-person"]')
          for (const block of await blocks.all()) {
            const box = (await block.boundingBox())!
            expect(box.x, where).toBeGreaterThanOrEqual(0)
            expect(box.x + box.width, where).toBeLessThanOrEqual(320)
            // Every line of an address, a phone number above all, stays whole within the block.
            expect(await block.evaluate((element) => element.scrollWidth - element.clientWidth), where).toBe(0)
          }
        }
      })
    }
  })
})
