/**
 * The case studies and the company pages around them: every case page in both languages with its
 * headings, the project's facts (year, duration, team, scope), figures from the facts, screenshots
 * and structured data; the case cards of the projects page and the home page, each with its own
 * case's website; the links to the cases from the projects page, a service page's case grid and
 * the about page; the language switcher; the team; and the organisation number and the
 * accessibility statement in the footer. (That no page scrolls sideways on a 320 px screen is
 * checked for every page in layout.spec.ts.)
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'
import { expect, test, type Locator } from '@playwright/test'
import { aboutPage } from '../../content/pages/about'
import { caseStudies, nextCaseStudy } from '../../content/pages/case-studies'
import { caseStudyIds } from '../../content/pages/case-studies/slugs'
import { caseResults } from '../../content/facts/facts'
import { formatNumber, formatPercent } from '../../content/site/format'
import { accessibilityStatement } from '../../content/pages/legal/documents'
import { locales } from '../../content/site/locales'
import { formatOrgNumber } from '../../content/site/org-number'
import { pathFor } from '../../content/site/routes'
import { servicePages } from '../../content/pages/services/services'
import { servicePath } from '../../content/pages/services/links'
import { settings } from '../../content/site/settings'
import { ui } from '../../content/strings/layout'
import { caseStudyUi } from '../../content/strings/cases'
import { listOf, weeks } from '../../content/pages/case-studies/format'
import type { TeamRole } from '../../content/facts/schema'
import type { Locale } from '../../content/site/locales'
import { images } from '../../media-src/manifest'
import { largestSrc, type ImageAsset } from '../../media-src/types'
import { team } from '../../media-src/team'
import { axeViolations, colourRules, expectTheme, jsonLdOfPage, loadEveryImage, watchConsole } from './helpers'

/** Text as the page shows it, with no-break spaces and line breaks as single plain spaces. */
const plain = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ').trim()

/** The name an image's variants share (its file name without the width and the format). */
function variantsName(asset: ImageAsset): string {
  return largestSrc(asset)
    .split('/')
    .pop()!
    .replace(/(-\d+)?\.(avif|webp|svg)$/, '')
}

/**
 * The image a card shows, by the name its variants share: the file the browser chose
 * (`/assets/media/cases-nordvik-bakeri-desktop-1a2b3c4d-800.avif`) without its width and format.
 */
async function shownImage(img: Locator): Promise<string> {
  const src = await img.evaluate((el: HTMLImageElement) => el.currentSrc)
  return new URL(src).pathname
    .split('/')
    .pop()!
    .replace(/-\d+\.(avif|webp|jpe?g|png)$/, '')
}

/** The team as the facts list names it: the roles in the page's language, in a sentence. */
function teamSentence(roles: readonly TeamRole[], locale: Locale): string {
  const text = listOf(
    roles.map((role) => caseStudyUi[locale].roles[role]),
    locale,
  )
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1)
}

test.describe('a case study page', () => {
  for (const locale of locales) {
    for (const study of caseStudies[locale]) {
      test(`${study.path} tells the case with the facts' figures, screenshots and structured data`, async ({
        page,
      }) => {
        const errors = watchConsole(page)
        const t = caseStudyUi[locale]
        const response = await page.goto(study.path)
        expect(response?.status()).toBe(200)
        await expect(page.locator('html')).toHaveAttribute('lang', locale)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(study.title)

        // Client and sector, then the result in one line with its figure.
        await expect(page.locator('[data-slot="case-client"]')).toContainText(study.client)
        await expect(page.locator('[data-slot="case-client"]')).toContainText(study.sector)
        // Read as "The result: +300% ..." (the label is for screen readers).
        expect(plain(await page.locator('[data-slot="case-headline"]').innerText())).toBe(
          plain(`${t.headlineLabel}: ${study.headline}`),
        )

        // The project's facts at the top, before the challenge: year, duration, team and scope.
        const facts = page.locator('[data-slot="case-facts-list"]')
        const fact = (id: string) => facts.locator(`[data-fact="${id}"]`)
        for (const [id, term, description] of [
          ['year', t.facts.year, String(study.project.year)],
          ['duration', t.facts.duration, weeks(study.project.weeks, locale)],
          ['team', t.facts.team, teamSentence(study.project.team, locale)],
        ] as const) {
          await expect(fact(id).locator('dt')).toHaveText(term)
          expect(plain(await fact(id).locator('dd').innerText()), id).toBe(plain(description))
        }
        await expect(fact('scope').locator('dt')).toHaveText(t.facts.services)
        expect((await fact('scope').locator('dd li').allInnerTexts()).map(plain)).toEqual(study.services.map(plain))
        expect(
          await facts.evaluate(
            (list) =>
              list.compareDocumentPosition(document.querySelector('[data-section="case-challenge"]')!) &
              Node.DOCUMENT_POSITION_FOLLOWING,
          ),
        ).toBeTruthy()

        // The sections in their fixed order.
        const headings = await page.locator('main h2:not(.sr-only)').allInnerTexts()
        const expected = [t.challenge, t.approach, t.delivered, t.results, t.quote, t.next]
        expect(headings.map((h) => h.trim().toLowerCase())).toEqual(
          expect.arrayContaining(expected.map((h) => h.toLowerCase())),
        )
        const order = expected.map((h) => headings.findIndex((x) => x.trim().toLowerCase() === h.toLowerCase()))
        expect([...order].sort((a, b) => a - b)).toEqual(order)
        const steps = page.locator('[data-slot="case-step"]')
        await expect(steps).toHaveCount(study.approach.length)
        expect(study.approach.length).toBeGreaterThanOrEqual(2)
        expect(study.approach.length).toBeLessThanOrEqual(4)

        // The results: three or four, each printed as the facts module gives it.
        const values = page.locator('[data-slot="case-figure-value"]')
        await expect(values).toHaveCount(study.figures.length)
        expect((await values.allInnerTexts()).map(plain)).toEqual(study.figures.map((f) => plain(f.value)))

        // The client's quote, with name and role.
        const quote = page.locator('[data-slot="case-testimonial"]')
        await expect(quote.locator('blockquote')).toHaveText(study.testimonial.quote)
        await expect(quote.locator('figcaption')).toContainText(study.testimonial.name)
        await expect(quote.locator('figcaption')).toContainText(study.testimonial.role)

        // The delivered website: desktop under a browser bar, phone in a phone frame.
        await loadEveryImage(page)
        for (const [frame, name, alt] of [
          ['browser-frame', study.site.desktop, study.site.alt.desktop],
          ['phone-frame', study.site.phone, study.site.alt.phone],
        ] as const) {
          const shot = page.locator(`[data-slot="case-screens"] [data-slot="${frame}"] picture img`)
          await expect(shot).toHaveAttribute('width', String(name.width))
          await expect(shot).toHaveAttribute('height', String(name.height))
          await expect(shot).toHaveAttribute('alt', alt)
          const sources = page.locator(`[data-slot="case-screens"] [data-slot="${frame}"] picture source`)
          // AVIF where the browser reads it, the WebP <img> itself elsewhere.
          expect(await sources.evaluateAll((list) => list.map((s) => s.getAttribute('type')))).toEqual(['image/avif'])
          expect(await shot.getAttribute('src')).toMatch(/\.webp$/)
          expect(await shot.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
        }
        await expect(page.locator('[data-slot="browser-address"]')).toHaveText(study.site.host)
        await expect(page.locator('[data-slot="case-screens"] figcaption')).toContainText(study.site.host)

        // The next case, and the service this case belongs to.
        const next = nextCaseStudy(locale, study.id)
        await expect(page.locator('[data-slot="next-case"] a')).toHaveAttribute('href', next.path)
        await expect(page.locator('[data-slot="case-service-link"]')).toHaveAttribute(
          'href',
          pathFor(study.service.to, locale, study.service.params),
        )

        // Structured data: the case as a CreativeWork, the agency, the breadcrumbs.
        const nodes = await jsonLdOfPage(page)
        const work = nodes.find((n) => n['@type'] === 'CreativeWork')!
        expect(work).toMatchObject({
          url: `${settings.siteUrl}${study.path}`,
          headline: study.title,
          inLanguage: locale,
          about: { name: study.client },
        })
        expect((work.image as unknown[]).length).toBe(2)
        const crumbs = nodes.find((n) => n['@type'] === 'BreadcrumbList')!.itemListElement as { item: string }[]
        expect(crumbs.map((c) => c.item)).toEqual([
          `${settings.siteUrl}${pathFor('home', locale)}`,
          `${settings.siteUrl}${pathFor('projects', locale)}`,
          `${settings.siteUrl}${study.path}`,
        ])
        await expect(page.getByRole('navigation', { name: t.breadcrumb }).getByRole('link')).toHaveCount(2)
        expect(errors).toEqual([])
      })
    }
  }

  test('states the headline results of content/facts/facts.ts', async ({ page }) => {
    // Each {fact:caseResults.…} a case file writes in its headline, or as a figure's whole value,
    // as the page must print it: a percentage for a ...Percent result, a number otherwise.
    const factText = (key: string, locale: Locale): string => {
      const value = key
        .split('.')
        .reduce<unknown>((group, part) => (group as Record<string, unknown>)[part], caseResults)
      const number = Number(value)
      expect(Number.isFinite(number), key).toBe(true)
      return /percent/i.test(key) ? formatPercent(number, locale) : formatNumber(number, locale)
    }
    const placeholders = (text: string) => [...text.matchAll(/\{fact:caseResults\.([\w.]+)\}/g)].map((m) => m[1]!)
    let checked = 0
    for (const locale of locales) {
      for (const study of caseStudies[locale]) {
        const raw = (
          parse(readFileSync(path.join('content', 'cases', `${study.id}.yml`), 'utf8')) as Record<
            Locale,
            { headline: string; figures?: { id: string; value: string }[] }
          >
        )[locale]
        const headline = placeholders(raw.headline)
        const figures = (raw.figures ?? []).filter((f) => /^\{fact:caseResults\.[\w.]+\}$/.test(f.value))
        if (headline.length === 0 && figures.length === 0) continue
        await page.goto(study.path)
        const shown = plain(await page.locator('[data-slot="case-headline"]').innerText())
        for (const key of headline) expect(shown, `${study.id} ${key}`).toContain(plain(factText(key, locale)))
        for (const figure of figures) {
          await expect(page.locator(`[data-figure="${figure.id}"] dd`)).toHaveText(
            factText(placeholders(figure.value)[0]!, locale),
          )
        }
        checked += headline.length + figures.length
      }
    }
    // The facts' headline results are stated somewhere: each is a case's headline result.
    expect(checked).toBeGreaterThan(0)
  })

  for (const [locale, theme] of [
    ['nb', 'dark'],
    ['en', 'light'],
    ['nb', 'light'],
    ['en', 'dark'],
  ] as const) {
    test(`shows the project's facts in full on a 320 px screen, readable in the ${theme} theme (${locale})`, async ({
      page,
    }) => {
      // The case with the longest team and scope: the widest facts list.
      const width = (c: (typeof caseStudies)[Locale][number]) =>
        teamSentence(c.project.team, locale).length + c.services.join(' ').length
      const study = [...caseStudies[locale]].sort((a, b) => width(b) - width(a))[0]!
      await page.setViewportSize({ width: 320, height: 720 })
      await page.emulateMedia({ colorScheme: theme })
      await page.goto(study.path)
      await expectTheme(page, theme)
      const facts = page.locator('[data-slot="case-facts-list"]')
      await facts.scrollIntoViewIfNeeded()
      // Every term and description inside the screen, none cut off or spilling out of its box.
      const boxes = await facts.locator('dt, dd').evaluateAll((list) =>
        list.map((el) => {
          const box = el.getBoundingClientRect()
          return { text: el.textContent, left: box.left, right: box.right, spills: el.scrollWidth > el.clientWidth }
        }),
      )
      expect(boxes.length).toBe(14)
      for (const box of boxes) {
        expect(box.left, box.text!).toBeGreaterThanOrEqual(0)
        expect(box.right, box.text!).toBeLessThanOrEqual(320)
        expect(box.spills, box.text!).toBe(false)
      }
      // The year and the duration share a row; they are short.
      const [year, duration] = await Promise.all(
        ['year', 'duration'].map((id) => facts.locator(`[data-fact="${id}"]`).boundingBox()),
      )
      expect(Math.round(year!.y)).toBe(Math.round(duration!.y))
      expect(
        await axeViolations(page, study.path, { include: '[data-slot="case-facts"]', rules: colourRules }),
      ).toEqual([])
    })
  }

  test('has its twin behind the language switcher, both ways', async ({ page }) => {
    const id = caseStudies.nb[0]!.id
    const [nb, en] = locales.map((locale) => caseStudies[locale].find((c) => c.id === id)!)
    await page.goto(nb!.path)
    await page.getByTestId('language-switcher').click()
    await expect(page).toHaveURL(en!.path)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await page.getByTestId('language-switcher').click()
    await expect(page).toHaveURL(nb!.path)
  })

  test('answers an unknown case with the 404 page', async ({ request }) => {
    expect((await request.get('/prosjekter/finnes-ikke/')).status()).toBe(404)
    expect((await request.get('/en/projects/does-not-exist/')).status()).toBe(404)
  })
})

test.describe('the case cards', () => {
  for (const locale of locales) {
    test(`on the projects page each show their own case's website (${locale})`, async ({ page }) => {
      await page.goto(pathFor('projects', locale))
      const cards = page.locator('[data-slot="project"]')
      await expect(cards).toHaveCount(caseStudyIds().length)
      await loadEveryImage(page)
      for (const [i, study] of caseStudies[locale].entries()) {
        const card = cards.nth(i)
        await expect(card).toHaveAttribute('id', study.id)
        const img = card.locator('picture img')
        await expect(img).toHaveCount(1)
        expect(await shownImage(img), study.id).toBe(variantsName(study.site.desktop))
        await expect(img).toHaveAttribute('alt', study.site.alt.desktop)
        await expect(img).toHaveAttribute('width', String(study.site.desktop.width))
      }
    })

    test(`on the home page each show their own case's website (${locale})`, async ({ page }) => {
      await page.goto(pathFor('home', locale))
      const cards = page.locator('#kundecaser [data-slot="customer-case"]')
      expect(await cards.count()).toBeGreaterThan(0)
      await loadEveryImage(page)
      for (const card of await cards.all()) {
        const href = await card.locator('[data-slot="case-link"]').getAttribute('href')
        const study = caseStudies[locale].find((c) => c.path === href)
        expect(study, href!).toBeDefined()
        const img = card.locator('picture img')
        await expect(img).toHaveCount(1)
        expect(await shownImage(img), study!.id).toBe(variantsName(study!.site.desktop))
        await expect(img).toHaveAttribute('alt', study!.site.alt.desktop)
        expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0)
      }
    })
  }
})

test.describe('links to the case studies', () => {
  for (const locale of locales) {
    test(`the projects page links every project to its case (${locale})`, async ({ page }) => {
      await page.goto(pathFor('projects', locale))
      const links = page.locator('[data-slot="project-case-link"]')
      await expect(links).toHaveCount(caseStudyIds().length)
      expect(await links.evaluateAll((list) => list.map((a) => a.getAttribute('href')))).toEqual(
        caseStudies[locale].map((c) => c.path),
      )
      const last = caseStudies[locale].at(-1)!
      await links.last().click()
      await expect(page).toHaveURL(last.path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(last.title)
    })

    test(`a service page's case grid links each case to its case study (${locale})`, async ({ page }) => {
      // A service whose page shows cases.
      const pages = servicePages()
      const service = Object.keys(pages).find((id) => pages[id]![locale].customerCases.ids.length > 0)
      expect(service, 'a service page shows cases').toBeDefined()
      await page.goto(servicePath(service!, locale))
      const ids = pages[service!]![locale].customerCases.ids
      const links = page.locator('#kundecaser [data-slot="case-link"]')
      await expect(links).toHaveCount(ids.length)
      const paths = ids.map((id) => caseStudies[locale].find((c) => c.id === id)!.path)
      expect(await links.evaluateAll((list) => list.map((a) => a.getAttribute('href')))).toEqual(paths)
      // The whole card is the link's target.
      await page
        .locator('#kundecaser [data-slot="customer-case"]')
        .first()
        .click({ position: { x: 40, y: 40 } })
      await expect(page).toHaveURL(paths[0]!)
    })

    test(`the about page shows what we have done, linking to each case (${locale})`, async ({ page }) => {
      await page.goto(pathFor('about', locale))
      const cases = page.locator('#dette-har-vi-gjort [data-slot="about-case"]')
      await expect(cases).toHaveCount(caseStudyIds().length)
      for (const [i, study] of caseStudies[locale].entries()) {
        const card = cases.nth(i)
        await expect(card.locator('a')).toHaveAttribute('href', study.path)
        // Its text as read out, whether or not its band has been rendered yet (innerText is empty
        // for a band the visitor has not scrolled near: content-visibility).
        await expect(card.locator('p').first()).toHaveText(plain(study.figures[0]!.value))
      }
    })
  }
})

test.describe('the about page', () => {
  for (const locale of locales) {
    test(`lists the people of the team with portraits, roles and offices (${locale})`, async ({ page }) => {
      await page.goto(pathFor('about', locale))
      const copy = aboutPage[locale]
      await expect(page.getByRole('heading', { level: 2, name: copy.team.title })).toBeVisible()
      const members = page.locator('#folkene [data-slot="team-member"]')
      expect(team.length).toBeGreaterThan(0)
      await expect(members).toHaveCount(team.length)
      await loadEveryImage(page)
      for (const [i, person] of team.entries()) {
        const member = members.nth(i)
        await expect(member.getByRole('heading', { level: 3 })).toHaveText(person.name)
        await expect(member).toContainText(person.role[locale])
        await expect(member).toContainText(person.city)
        await expect(member).toContainText(person.bio[locale])
        // A drawing, drawn inline at its own size and named by its alt text.
        const portrait = member.getByRole('img', { name: person.portrait.alt[locale], exact: true })
        const asset = person.portrait.image
        await expect(portrait).toHaveAttribute('data-drawing', asset.hash)
        await expect(portrait).toHaveAttribute('viewBox', `0 0 ${asset.width} ${asset.height}`)
        expect((await portrait.boundingBox())!.width).toBeGreaterThan(0)
      }
      // Three columns on a desktop: rows of three, the first full.
      await page.setViewportSize({ width: 1280, height: 900 })
      const tops = await members.evaluateAll((list) => list.map((li) => Math.round(li.getBoundingClientRect().top)))
      expect(new Set(tops).size).toBe(Math.ceil(team.length / 3))
      expect(tops.filter((top) => top === tops[0]).length).toBe(Math.min(3, team.length))
    })

    test(`has a hero with the about illustration in modern formats (${locale})`, async ({ page }) => {
      await page.goto(pathFor('about', locale))
      const hero = page.locator('[data-slot="about-hero"]')
      await expect(hero.getByRole('heading', { level: 1 })).toHaveText(aboutPage[locale].hero.title)
      // The illustration: the hero's drawing with alt text (the team's portraits beside the link to
      // the team are decorative there).
      const drawing = hero.locator('svg[data-slot="picture-drawing"][role="img"]')
      await expect(drawing).toHaveAttribute('data-drawing', images['ill-about'].hash)
      await expect(drawing).toHaveAttribute('viewBox', images['ill-about'].viewBox)
      expect((await drawing.getAttribute('aria-label'))!.length).toBeGreaterThan(20)
      await hero.locator('[data-slot="about-team-link"]').click()
      await expect(page.locator('#folkene')).toBeInViewport()
    })
  }
})

test.describe('the footer', () => {
  for (const locale of locales) {
    test(`shows the organisation number and links the accessibility statement (${locale})`, async ({ page }) => {
      await page.goto(pathFor('home', locale))
      const footer = page.locator('footer[data-slot="site-footer"]')
      expect(plain(await footer.getByTestId('footer-org-number').innerText())).toBe(
        plain(`${ui[locale].footer.orgNumber.short} ${formatOrgNumber(settings.orgNumber)}`),
      )
      await expect(footer.locator('abbr')).toHaveAttribute('title', ui[locale].footer.orgNumber.full)
      const link = footer.getByRole('link', { name: ui[locale].footer.accessibility })
      await expect(link).toHaveAttribute('href', pathFor('accessibility', locale))
      // Followed from the keyboard, as a keyboard user does. A pointer click waits for the link to
      // stand still over animation frames, and the home page draws its bands as they come near the
      // viewport (content-visibility), moving the footer while it scrolls; in two of five full runs
      // beside the other tests the page drew no frame for a minute and the click timed out there.
      await link.focus()
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(pathFor('accessibility', locale))
      // The footer's label may carry a soft hyphen for narrow columns; the heading is the same word.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        ui[locale].footer.accessibility.replace('\u00ad', ''),
      )
    })
  }
})

test.describe('the accessibility statement', () => {
  for (const locale of locales) {
    test(`names the standard, the checks, the gaps and how to report one (${locale})`, async ({ page }) => {
      await page.goto(pathFor('accessibility', locale))
      const doc = accessibilityStatement[locale]
      for (const section of doc.sections)
        await expect(page.locator(`section#${section.id} h2`)).toContainText(section.title)
      const article = page.locator('[data-slot="legal-article"]')
      await expect(article).toContainText('WCAG 2.2')
      await expect(article).toContainText('axe-core')
      await expect(article).toContainText('html-validate')
      await expect(article.locator(`a[href="mailto:${settings.email}"]`).first()).toBeVisible()
      await expect(article.locator(`a[href="${pathFor('contact', locale)}"]`)).toBeVisible()
      const nodes = await jsonLdOfPage(page)
      expect(nodes.find((n) => n['@type'] === 'Organization')).toMatchObject({
        taxID: settings.orgNumber,
        iso6523Code: `0192:${settings.orgNumber}`,
      })
    })
  }

  test('the privacy policy names the data controller with its organisation number', async ({ page }) => {
    for (const locale of locales) {
      await page.goto(pathFor('privacy', locale))
      const controller = page.locator('section#controller')
      expect(plain(await controller.innerText())).toContain(plain(formatOrgNumber(settings.orgNumber)))
      await expect(controller).toContainText(settings.agencyName)
    }
  })
})
