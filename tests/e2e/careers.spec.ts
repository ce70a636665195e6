import { images } from '../../media-src/manifest'
import { expect, test } from '@playwright/test'
import { postsOf } from '../../lib/blog/posts'
import { careers } from '../../content/facts/facts'
import { jobCopy } from '../../content/careers/job-copy'
import { jobs, jobTemplate } from '../../content/careers/jobs'
import { benefits } from '../../content/careers/benefits'
import { careersCopy } from '../../content/pages/careers/careers'
import { pageMeta } from '../../content/pages/meta'
import { formatNumber } from '../../content/site/format'
import { pathFor } from '../../content/site/routes'
import { headOffice, settings } from '../../content/site/settings'
import type { Locale } from '../../content/site/locales'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'
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
    share: (n: number) => `${n}\u00a0% stilling`,
  },
  en: {
    lookingFor: 'We are looking for',
    fullTime: 'Full-time',
    salary: 'Negotiable',
    moreInfo: 'More information',
    viewAll: 'View all',
    notFound: 'Job listing not found',
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
      await expect(services).toHaveCount(careersCopy[locale].landing.services.length)
      for (const href of await services.evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
        expect(href).toMatch(locale === 'nb' ? /^\/tjenester\/.+\/$/ : /^\/en\/services\/.+\/$/)
      }
      await expect(page.locator('[data-benefit]')).toHaveCount(benefits[locale].length)
      const cards = page.getByTestId('job-opening')
      await expect(cards).toHaveCount(openings.length)
      // The description counts the openings from the job files; no one keeps the number by hand.
      const head = headOf(await (await page.request.get(pathFor('jobs', locale))).text())
      expect(head.description).toBe(
        pageMeta.jobs[locale].description.replaceAll(
          '{fact:careers.openPositions}',
          formatNumber(openings.length, locale),
        ),
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
        await expect(main.locator('[data-benefit]')).toHaveCount(benefits[locale].length)

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
          jobLocation: { address: { addressLocality: headOffice().city } },
        })
      })
    }
  }

  test('a job that states the years of experience of the facts shows that number', async ({ page }) => {
    // The lines of the job files that say {fact:careers.seniorDeveloperYears}, as the page must show them.
    const placeholder = '{fact:careers.seniorDeveloperYears}'
    const stated = openings.flatMap((job) => {
      const raw = parse(readFileSync(path.join('content', 'jobs', `${job.id}.yml`), 'utf8')) as Record<
        Locale,
        { qualifications?: string[] }
      >
      return (['nb', 'en'] as const).flatMap((locale) =>
        (raw[locale].qualifications ?? [])
          .filter((line) => line.includes(placeholder) && !line.replaceAll(placeholder, '').includes('{'))
          .map((line) => ({
            path: pathFor('job', locale, { slug: job[locale].slug }),
            text: line.replaceAll(placeholder, String(careers.seniorDeveloperYears)),
          })),
      )
    })
    test.skip(stated.length === 0, 'no job file states the years of experience of the facts')
    for (const { path: jobPath, text: line } of stated) {
      await page.goto(jobPath)
      await expect(page.locator('[data-slot="job-details"]')).toContainText(line)
    }
  })
})

test.describe('an unknown job', () => {
  for (const locale of ['nb', 'en'] as const) {
    test(`shows the ${locale} not-found view with the openings and status 404`, async ({ page }) => {
      const response = await page.goto(pathFor('job', locale, { slug: 'finnes-ikke-lenger' }))
      expect(response?.status()).toBe(404)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text[locale].notFound)
      await expect(page.getByTestId('job-not-found')).toContainText(careersCopy[locale].notFound.body)
      await expect(page.getByTestId('job-opening')).toHaveCount(openings.length)
      expect(headOf((await response?.text()) ?? '').robots).toBe('noindex, follow')
    })
  }
})

test.describe('an English job at its Norwegian slug', () => {
  // A job whose two slugs differ; the English site finds it by its Norwegian one too.
  const job = openings.find((candidate) => candidate.nb.slug !== candidate.en.slug)
  test('renders the job and replaces the address with the English slug without a reload', async ({ page }) => {
    test.skip(!job, 'every job has the same slug in both languages')
    const { nb, en } = { nb: job!.nb.slug, en: job!.en.slug }
    await page.addInitScript(() => {
      sessionStorage.setItem('loads', String(Number(sessionStorage.getItem('loads') ?? '0') + 1))
    })
    const response = await page.goto(`${pathFor('job', 'en', { slug: nb })}?ref=share`)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(jobCopy('en', job!, jobTemplate()).title)
    await expect(page).toHaveURL(`${pathFor('job', 'en', { slug: en })}?ref=share`)
    expect(await page.evaluate(() => sessionStorage.getItem('loads'))).toBe('1')
    const head = headOf(await response!.text())
    expect(head.canonical).toBe(`${settings.siteUrl}${pathFor('job', 'en', { slug: en })}`)
    expect(head.alternates.nb).toBe(`${settings.siteUrl}${pathFor('job', 'nb', { slug: nb })}`)
  })
})
