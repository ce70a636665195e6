import { images } from '../../media-src/manifest'
import { expect, test } from '@playwright/test'
import { postsOf } from '../../lib/blog/posts'
import { careers } from '../../content/facts/facts'
import { jobCopy } from '../../content/careers/job-copy'
import { jobs, jobTemplate } from '../../content/careers/jobs'
import { pathFor } from '../../content/site/routes'
import { settings } from '../../content/site/settings'
import { headOf, watchConsole } from './helpers'

/** The openings as the build read them: one per file of content/jobs/. */
const openings = jobs()

const text = {
  nb: {
    lookingFor: 'Vi søker',
    fullTime: 'Heltid',
    salary: 'Etter avtale',
    moreInfo: 'Mer informasjon',
    viewAll: 'Se alle',
    notFound: 'Stillingen finnes ikke',
    notFoundBody: 'Stillingsannonsen du leter etter finnes ikke eller er fjernet.',
    share: (n: number) => `${n}\u00a0% stilling`,
  },
  en: {
    lookingFor: 'We are looking for',
    fullTime: 'Full-time',
    salary: 'Negotiable',
    moreInfo: 'More information',
    viewAll: 'View all',
    notFound: 'Job listing not found',
    notFoundBody: 'The job listing you are looking for does not exist or has been removed.',
    share: (n: number) => `${n}% position`,
  },
}

test.describe('the careers landing page', () => {
  for (const locale of ['nb', 'en'] as const) {
    test(`${pathFor('jobs', locale)} has the hero, the benefits and an opening per job file`, async ({ page }) => {
      const errors = watchConsole(page)
      await page.goto(pathFor('jobs', locale))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        locale === 'nb' ? 'Ledige stillinger' : 'Job Openings',
      )
      // The careers illustration, not the social card: drawn inline.
      await expect(page.locator('[data-slot="job-hero"] svg[data-drawing]')).toHaveAttribute(
        'data-drawing',
        images['ill-careers'].hash,
      )
      const services = page.locator('[data-slot="job-hero"] nav a')
      await expect(services).toHaveCount(4)
      for (const href of await services.evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
        expect(href).toMatch(locale === 'nb' ? /^\/tjenester\/.+\/$/ : /^\/en\/services\/.+\/$/)
      }
      await expect(page.locator('[data-benefit]')).toHaveCount(8)
      const cards = page.getByTestId('job-opening')
      await expect(cards).toHaveCount(openings.length)
      // The description counts the openings from the job files; no one keeps the number by hand.
      const head = headOf(await (await page.request.get(pathFor('jobs', locale))).text())
      expect(head.description).toContain(
        locale === 'nb' ? `vi har ${openings.length} ledige stillinger` : `we have ${openings.length} open positions`,
      )
      await cards
        .first()
        .getByRole('link', { name: new RegExp(text[locale].moreInfo) })
        .click()
      await expect(page).toHaveURL(pathFor('job', locale, { slug: openings[0]![locale].slug }))
      expect(errors).toEqual([])
    })
  }
})

test.describe('every job page, in both languages', () => {
  for (const locale of ['nb', 'en'] as const) {
    for (const job of openings) {
      const path = pathFor('job', locale, { slug: job[locale].slug })
      test(`${path} shows the job, the side box, the openings and the latest articles`, async ({ page }) => {
        const copy = jobCopy(locale, job, jobTemplate())
        const t = text[locale]
        const response = await page.goto(path)
        expect(response?.status()).toBe(200)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.title)
        await expect(page.locator('[data-slot="job-hero"]')).toContainText(t.lookingFor)
        // The hero holds the key facts and the apply button, not a picture.
        await expect(page.locator('[data-slot="job-hero"] [data-slot="job-side-box"]')).toBeVisible()
        await expect(page.locator('[data-slot="job-hero"] img')).toHaveCount(0)
        const main = page.locator('[data-slot="job-details"]')
        await expect(page.locator('[data-slot="job-hero"]')).toContainText(copy.subtitle)
        for (const item of [...copy.responsibilities, ...copy.qualifications]) await expect(main).toContainText(item)
        await expect(main.locator('[data-slot="rich-text"] a').first()).toHaveAttribute('href', /^\//)
        await expect(main.locator('[data-benefit]')).toHaveCount(8)

        const side = page.locator('[data-slot="job-side-box"]')
        await expect(side.getByTestId('job-type')).toHaveText(`${t.fullTime} · ${t.share(job[locale].sharePercent)}`)
        await expect(side.getByTestId('job-map-link')).toHaveAttribute('target', '_blank')
        await expect(side.getByTestId('job-salary')).toHaveText(t.salary)
        await expect(side.getByTestId('job-contact')).toHaveAttribute('href', pathFor('contact', locale))

        const cards = page.getByTestId('job-opening')
        await expect(cards).toHaveCount(openings.length)
        await expect(cards.first()).toContainText(t.moreInfo)
        const columns = await cards.evaluateAll((cards) => new Set(cards.map((c) => c.getBoundingClientRect().x)).size)
        expect(columns).toBe(2)

        const latest = page.locator('[data-slot="latest-articles"]')
        const newest = postsOf(locale).slice(0, 3)
        await expect(latest.getByTestId('post-title')).toHaveText(newest.map((p) => p.title))
        await expect(latest.getByTestId('post-title').first()).toHaveAttribute('href', newest[0]!.href)
        await expect(latest.getByTestId('post-category').first()).toHaveAttribute(
          'href',
          pathFor('blogCategory', locale, { category: newest[0]!.category.slug }),
        )
        const image = latest.locator('img').first()
        await expect(image).toHaveAttribute('width', String(newest[0]!.image.width))
        await expect(image).toHaveAttribute('height', String(newest[0]!.image.height))
        await expect(image).toHaveAttribute('loading', 'lazy')
        await expect(latest.getByRole('link', { name: t.viewAll })).toHaveAttribute('href', pathFor('blog', locale))

        await expect(page.locator('[data-slot="job-pre-cta"] [data-contact-cta]')).toHaveAttribute(
          'href',
          pathFor('contact', locale),
        )

        const html = await (await page.request.get(path)).text()
        const posting = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!)
        expect(posting).toMatchObject({
          '@type': 'JobPosting',
          title: copy.title,
          employmentType: job[locale].sharePercent === 100 ? 'FULL_TIME' : 'PART_TIME',
          hiringOrganization: { name: settings.agencyName },
          jobLocation: { address: { addressLocality: 'Oslo' } },
        })
      })
    }
  }

  test('the senior developer asks for 5+ years of experience', async ({ page }) => {
    await page.goto('/en/jobs/senior-full-stack-developer-react/')
    await expect(page.locator('[data-slot="job-details"]')).toContainText(
      `At least ${careers.seniorDeveloperYears} years of experience`,
    )
    await page.goto('/stillinger/senior-full-stack-utvikler-react/')
    await expect(page.locator('[data-slot="job-details"]')).toContainText(
      `Minst ${careers.seniorDeveloperYears} års erfaring`,
    )
  })
})

test.describe('an unknown job', () => {
  for (const locale of ['nb', 'en'] as const) {
    test(`shows the ${locale} not-found view with the openings and status 404`, async ({ page }) => {
      const response = await page.goto(pathFor('job', locale, { slug: 'finnes-ikke-lenger' }))
      expect(response?.status()).toBe(404)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text[locale].notFound)
      await expect(page.getByTestId('job-not-found')).toContainText(text[locale].notFoundBody)
      await expect(page.getByTestId('job-opening')).toHaveCount(openings.length)
      expect(headOf((await response?.text()) ?? '').robots).toBe('noindex, follow')
    })
  }
})

test.describe('an English job at its Norwegian slug', () => {
  test('renders the job and replaces the address with the English slug without a reload', async ({ page }) => {
    await page.addInitScript(() => {
      sessionStorage.setItem('loads', String(Number(sessionStorage.getItem('loads') ?? '0') + 1))
    })
    const response = await page.goto('/en/jobs/seo-aeo-ekspert/?ref=share')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('SEO/AEO Expert')
    await expect(page).toHaveURL('/en/jobs/seo-aeo-expert/?ref=share')
    expect(await page.evaluate(() => sessionStorage.getItem('loads'))).toBe('1')
    const head = headOf(await response!.text())
    expect(head.canonical).toBe(`${settings.siteUrl}/en/jobs/seo-aeo-expert/`)
    expect(head.alternates.nb).toBe(`${settings.siteUrl}/stillinger/seo-aeo-ekspert/`)
  })
})
