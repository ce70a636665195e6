import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { PageContextServer } from 'vike/types'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parse, stringify } from 'yaml'
import { careers } from '../facts/facts.ts'
import { plainText } from '../rich-text.ts'
import type { ContentProblem } from '../loader/errors.ts'
import { resolvePlaceholders } from '../loader/placeholders.ts'
import { fillSlots } from '../loader/slots.ts'
import { formatNumber } from '../site/format.ts'
import { prerenderPaths, sitePages } from '../site/pages.ts'
import type { Locale } from '../site/locales.ts'
import { sitemapEntries } from '../../lib/feeds/sitemap.ts'
import { data as jobPageData } from '../../pages/job/+data.ts'
import { onBeforePrerenderStart as jobPrerenderPaths } from '../../pages/job/+onBeforePrerenderStart.ts'
import { data as jobsPageData } from '../../pages/jobs/+data.ts'
import { data as sitemapPageData } from '../../pages/sitemap/+data.ts'
import { contentRoot } from '../loader/files.ts'
import { jobCopy } from './job-copy.ts'
import { findJob, jobs, jobTemplate } from './jobs.ts'

/** A page context as Vike gives the pages' data hooks at prerender time. */
function pageContext(id: 'jobs' | 'job' | 'sitemap', locale: Locale, routeParams: Record<string, string> = {}) {
  return {
    locale,
    route: { id, locale, params: routeParams },
    routeParams,
    urlOriginal: '/',
  } as unknown as PageContextServer
}

/** The slots the job template fills with a job's title (content/careers/job-copy.ts). */
const slotsOf = (title: string, locale: Locale) => ({ title, lowercaseTitle: title.toLocaleLowerCase(locale) })

/** The ids of the job files of a content root, by file name. */
function jobFiles(root: string): string[] {
  return readdirSync(path.join(root, 'jobs'))
    .filter((name) => name.endsWith('.yml'))
    .map((name) => name.replace(/\.yml$/, ''))
}

describe('the job openings in content/jobs/', () => {
  it('are one opening per file, oldest first, each with its own copy in both languages', () => {
    const all = jobs()
    expect(all.map((job) => job.id).sort()).toEqual(jobFiles(contentRoot()).sort())
    const posted = all.map((job) => job.nb.posted)
    expect(posted).toEqual([...posted].sort())
    for (const job of all) {
      for (const locale of ['nb', 'en'] as const) {
        const copy = jobCopy(locale, job, jobTemplate())
        expect(copy.title).toBe(job[locale].title)
        expect(copy.subtitle).toBe(job[locale].subtitle)
        // The job's own lists, or the template's.
        expect(copy.responsibilities).toEqual(
          job[locale].responsibilities ??
            fillSlots(jobTemplate()[locale].responsibilities, slotsOf(job[locale].title, locale)),
        )
        expect(copy.qualifications).toEqual(
          job[locale].qualifications ??
            fillSlots(jobTemplate()[locale].qualifications, slotsOf(job[locale].title, locale)),
        )
        expect(copy.responsibilities.length).toBeGreaterThan(0)
        expect(copy.qualifications.length).toBeGreaterThan(0)
        expect(JSON.stringify(copy)).not.toMatch(/\{[\w:.]+\}/)
      }
    }
  })

  it('finds each job by its English slug, and on the English site by its Norwegian one too', () => {
    for (const job of jobs()) {
      expect(findJob('en', job.en.slug)?.id).toBe(job.id)
      expect(findJob('en', job.nb.slug)?.id).toBe(job.id)
      expect(findJob('nb', job.nb.slug)?.id).toBe(job.id)
      if (!jobs().some((each) => each.nb.slug === job.en.slug)) expect(findJob('nb', job.en.slug)).toBeUndefined()
    }
  })
})

describe('given a copy of the content with one more job file', () => {
  let root: string
  /** The content the copy is made from: the content root the loaders read before the test points them at the copy. */
  let source: string
  const before = process.env.CONTENT_DIR
  /**
   * A marketer's new opening: the fields every job has, and no copy of its own. Its file name and
   * slugs are the test's own, which no opening of the content may have (checked before the copy is
   * made), so that the copy has exactly one job more than the content, whatever openings it has.
   */
  const newJob = `nb:
  slug: testjobb-koordinator
  title: Testkoordinator
  sharePercent: 80
  posted: 2026-12-01
  validThrough: 2027-03-31
en:
  slug: test-job-coordinator
  title: Test Coordinator
  sharePercent: 80
  posted: 2026-12-01
  validThrough: 2027-03-31
`

  beforeAll(() => {
    source = contentRoot()
    // The addresses of the test's own jobs, here and in the slug tests below, must be free in the content.
    const taken = jobs().flatMap((job) => [job.id, job.nb.slug, job.en.slug])
    for (const slug of ['testjobb-koordinator', 'test-job-coordinator', 'testjobb-designer', 'test-job-ux-designer']) {
      if (taken.includes(slug)) throw new Error(`the content has a job at ${slug}, an address of the test's own jobs`)
    }
    root = path.join(mkdtempSync(path.join(tmpdir(), 'fjordlys-jobs-')), 'content')
    cpSync(source, root, { recursive: true })
    writeFileSync(path.join(root, 'jobs', 'testjobb-koordinator.yml'), newJob)
    process.env.CONTENT_DIR = root
  })
  afterAll(() => {
    if (before === undefined) delete process.env.CONTENT_DIR
    else process.env.CONTENT_DIR = before
    rmSync(path.dirname(root), { recursive: true, force: true })
  })

  it('prerenders the job in both languages, and in English at its Norwegian slug too', () => {
    expect(prerenderPaths('job')).toEqual(
      expect.arrayContaining(['/stillinger/testjobb-koordinator/', '/en/jobs/test-job-coordinator/']),
    )
    expect(jobPrerenderPaths()).toEqual(
      expect.arrayContaining([
        '/stillinger/testjobb-koordinator/',
        '/en/jobs/test-job-coordinator/',
        '/en/jobs/testjobb-koordinator/',
      ]),
    )
  })

  it('lists the job in the sitemap with its twin in the other language', () => {
    const entries = sitemapEntries(sitePages())
    const nb = entries.find((entry) => entry.path === '/stillinger/testjobb-koordinator/')
    expect(nb?.alternates).toEqual({ nb: '/stillinger/testjobb-koordinator/', en: '/en/jobs/test-job-coordinator/' })
    expect(entries.some((entry) => entry.path === '/en/jobs/test-job-coordinator/')).toBe(true)
    expect(sitemapPageData(pageContext('sitemap', 'en')).labels['/en/jobs/test-job-coordinator/']).toBe(
      'Test Coordinator',
    )
  })

  it('shows the job in the careers list, and the list counts it', () => {
    // Every job file of the copy: today's openings and the new one.
    const count = jobFiles(root).length
    expect(count).toBe(jobFiles(source).length + 1)
    for (const locale of ['nb', 'en'] as const) {
      const page = jobsPageData(pageContext('jobs', locale))
      expect(page.openings).toHaveLength(count)
      expect(page.openings.find((opening) => opening.id === 'testjobb-koordinator')).toEqual({
        id: 'testjobb-koordinator',
        title: locale === 'nb' ? 'Testkoordinator' : 'Test Coordinator',
        slug: locale === 'nb' ? 'testjobb-koordinator' : 'test-job-coordinator',
        sharePercent: 80,
      })
    }
    // The jobs page's title and description are in the careers page's file, edited with the page.
    const meta = parse(readFileSync(path.join(root, 'pages', 'careers.yml'), 'utf8')) as Record<
      Locale,
      { meta: { description: string } }
    >
    for (const locale of ['nb', 'en'] as const) {
      // The fact the page's description counts with is the number of openings, the new one included.
      expect(resolvePlaceholders('{fact:careers.openPositions}', 'count', { locale }, [])).toBe(
        formatNumber(count, locale),
      )
      // The description as the file words it, with that count where it says {fact:careers.openPositions}.
      const problems: ContentProblem[] = []
      const template = meta[locale].meta.description.replaceAll(
        '{fact:careers.openPositions}',
        formatNumber(count, locale),
      )
      const description = jobsPageData(pageContext('jobs', locale)).meta.description
      expect(description).toBe(resolvePlaceholders(template, `${locale}.jobs.description`, { locale }, problems))
      expect(problems).toEqual([])
      expect(description).not.toMatch(/\{[\w:.]+\}/)
    }
  })

  it("fills in the years of experience the facts state, in a job's own qualifications", () => {
    const file = path.join(root, 'jobs', 'testjobb-koordinator.yml')
    const qualifications = {
      nb: 'Minst {fact:careers.seniorDeveloperYears} års erfaring som koordinator',
      en: 'At least {fact:careers.seniorDeveloperYears} years of experience as a coordinator',
    }
    try {
      const job = parse(newJob) as Record<Locale, Record<string, unknown>>
      for (const locale of ['nb', 'en'] as const) {
        job[locale].qualifications = [qualifications[locale], ...jobTemplate()[locale].qualifications.slice(1)]
      }
      writeFileSync(file, stringify(job))
      const own = findJob('en', 'test-job-coordinator')!
      expect(jobCopy('en', own, jobTemplate()).qualifications[0]).toBe(
        `At least ${careers.seniorDeveloperYears} years of experience as a coordinator`,
      )
      expect(jobCopy('nb', own, jobTemplate()).qualifications[0]).toBe(
        `Minst ${careers.seniorDeveloperYears} års erfaring som koordinator`,
      )
    } finally {
      writeFileSync(file, newJob)
    }
  })

  it('finds the job by its English slug, and on the English site by its Norwegian one too', () => {
    expect(findJob('en', 'test-job-coordinator')?.id).toBe('testjobb-koordinator')
    expect(findJob('en', 'testjobb-koordinator')?.id).toBe('testjobb-koordinator')
    expect(findJob('nb', 'test-job-coordinator')).toBeUndefined()
  })

  it('gives the job a full page from the template, with its JSON-LD', () => {
    // The template with a description and a title of the test's own, each naming the job.
    const templateFile = path.join(root, 'careers', 'job-template.yml')
    const original = readFileSync(templateFile, 'utf8')
    try {
      const template = parse(original) as Record<Locale, Record<string, unknown>>
      template.nb.description = 'Vi søker en {lowercaseTitle} som vil være med.'
      template.en.description = 'We are looking for a {title} who wants to join us.'
      template.nb.meta = { title: 'Stilling: {title}', description: '{brand} søker {lowercaseTitle}.' }
      template.en.meta = { title: 'Opening: {title}', description: '{brand} is looking for a {title}.' }
      writeFileSync(templateFile, stringify(template))
      const nb = jobPageData(pageContext('job', 'nb', { slug: 'testjobb-koordinator' }))
      if (!nb.found) throw new Error('the new job has no page')
      expect(nb.body.copy.responsibilities).toEqual(
        fillSlots(jobTemplate().nb.responsibilities, slotsOf('Testkoordinator', 'nb')),
      )
      expect(plainText(nb.body.copy.description)).toBe('Vi søker en testkoordinator som vil være med.')
      expect(nb.meta.title).toBe('Stilling: Testkoordinator')
      expect(nb.twinParams).toEqual({ nb: { slug: 'testjobb-koordinator' }, en: { slug: 'test-job-coordinator' } })
      expect(nb.jsonLd).toMatchObject({
        '@type': 'JobPosting',
        title: 'Testkoordinator',
        url: expect.stringMatching(/\/stillinger\/testjobb-koordinator\/$/),
        identifier: { value: 'testjobb-koordinator' },
        datePosted: '2026-12-01',
        validThrough: '2027-03-31T23:59:59+01:00',
        employmentType: 'PART_TIME',
      })
      const en = jobPageData(pageContext('job', 'en', { slug: 'test-job-coordinator' }))
      if (!en.found) throw new Error('the new job has no English page')
      expect(plainText(en.body.copy.description)).toBe('We are looking for a Test Coordinator who wants to join us.')
      expect(en.meta.title).toBe('Opening: Test Coordinator')
      expect(en.jsonLd).toMatchObject({ title: 'Test Coordinator', inLanguage: 'en' })
      expect(en.body.openings.map((card) => card.id)).toContain('testjobb-koordinator')
    } finally {
      writeFileSync(templateFile, original)
    }
  })

  it('stops at a job file without a required field, naming the file and the field', () => {
    const file = path.join(root, 'jobs', 'testjobb-koordinator.yml')
    try {
      writeFileSync(file, newJob.replace('  validThrough: 2027-03-31\n', ''))
      expect(() => jobs()).toThrow(
        `${file}: nb.validThrough: expected the Norwegian (bokmål) translation of en.validThrough, got nothing`,
      )
      writeFileSync(file, newJob.replaceAll(/ {2}validThrough: 2027-03-31\n/g, ''))
      expect(() => jobs()).toThrow(`${file}: nb.validThrough: expected a text, got nothing`)
      expect(() => prerenderPaths('job')).toThrow(`${file}: en.validThrough: expected a text, got nothing`)
    } finally {
      writeFileSync(file, newJob)
    }
  })

  it('stops at a job whose address another job has, or whose file is not named after its slug', () => {
    const file = path.join(root, 'jobs', 'testjobb-koordinator.yml')
    // A second new opening, whose English address the first then takes.
    const designer = path.join(root, 'jobs', 'testjobb-designer.yml')
    try {
      writeFileSync(
        designer,
        newJob
          .replace('slug: testjobb-koordinator', 'slug: testjobb-designer')
          .replace('slug: test-job-coordinator', 'slug: test-job-ux-designer')
          .replaceAll(/title: .*/g, 'title: Designer'),
      )
      writeFileSync(file, newJob.replace('slug: test-job-coordinator', 'slug: test-job-ux-designer'))
      expect(() => jobs()).toThrow(
        /testjobb-koordinator\.yml: en\.slug: expected a slug of its own, got "test-job-ux-designer", which .*testjobb-designer\.yml also uses/,
      )
      expect(() => jobs()).toThrow(/testjobb-designer\.yml: en\.slug: expected a slug of its own/)
      rmSync(designer)
      writeFileSync(file, newJob.replace('slug: testjobb-koordinator', 'slug: testjobb-koordinatorar'))
      expect(() => jobs()).toThrow(
        /testjobb-koordinator\.yml: nb\.slug: expected "testjobb-koordinator", the name of the file/,
      )
      writeFileSync(file, newJob.replace('slug: test-job-coordinator', 'slug: "404"'))
      expect(() => jobs()).toThrow(/testjobb-koordinator\.yml: en\.slug: expected a slug other than "404"/)
    } finally {
      rmSync(designer, { force: true })
      writeFileSync(file, newJob)
    }
  })
})
