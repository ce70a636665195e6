import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { PageContextServer } from 'vike/types'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { careers } from '../facts/facts'
import { plainText } from '../rich-text'
import { prerenderPaths, sitePages } from '../site/pages'
import type { Locale } from '../site/locales'
import { sitemapEntries } from '../../lib/feeds/sitemap'
import { data as jobPageData } from '../../pages/job/+data'
import { onBeforePrerenderStart as jobPrerenderPaths } from '../../pages/job/+onBeforePrerenderStart'
import { data as jobsPageData } from '../../pages/jobs/+data'
import { data as sitemapPageData } from '../../pages/sitemap/+data'
import { jobCopy } from './job-copy'
import { findJob, jobs, jobTemplate } from './jobs'

/** A page context as Vike gives the pages' data hooks at prerender time. */
function pageContext(id: 'jobs' | 'job' | 'sitemap', locale: Locale, routeParams: Record<string, string> = {}) {
  return {
    locale,
    route: { id, locale, params: routeParams },
    routeParams,
    urlOriginal: '/',
  } as unknown as PageContextServer
}

describe('the job openings in content/jobs/', () => {
  it('are the four openings, each with its own copy in both languages', () => {
    const all = jobs()
    expect(all.map((job) => job.id)).toEqual([
      'digital-markedsforer-smm-ppc',
      'senior-full-stack-utvikler-react',
      'seo-aeo-ekspert',
      'administrasjon-kundeservice',
    ])
    for (const job of all) {
      for (const locale of ['nb', 'en'] as const) {
        const copy = jobCopy(locale, job, jobTemplate())
        expect(copy.title).toBe(job[locale].title)
        expect(copy.subtitle).toBe(job[locale].subtitle)
        expect(copy.responsibilities.length).toBeGreaterThanOrEqual(4)
        expect(copy.qualifications.length).toBeGreaterThanOrEqual(4)
        expect(JSON.stringify(copy)).not.toMatch(/\{[\w:.]+\}/)
      }
    }
  })

  it('asks the senior developer for the years of experience the facts state', () => {
    const senior = findJob('en', 'senior-full-stack-developer-react')!
    expect(jobCopy('en', senior, jobTemplate()).qualifications[0]).toContain(
      `At least ${careers.seniorDeveloperYears} years`,
    )
    expect(jobCopy('nb', senior, jobTemplate()).qualifications[0]).toContain(
      `Minst ${careers.seniorDeveloperYears} års`,
    )
  })

  it('finds a job by its English slug, and on the English site by its Norwegian one too', () => {
    expect(findJob('en', 'seo-aeo-expert')?.id).toBe('seo-aeo-ekspert')
    expect(findJob('en', 'seo-aeo-ekspert')?.id).toBe('seo-aeo-ekspert')
    expect(findJob('nb', 'seo-aeo-expert')).toBeUndefined()
  })
})

describe('given a copy of the content with one more job file', () => {
  let root: string
  const before = process.env.CONTENT_DIR
  /** A marketer's new opening: the fields every job has, and no copy of its own. */
  const newJob = `nb:
  slug: prosjektleder
  title: Prosjektleder
  sharePercent: 80
  posted: 2026-12-01
  validThrough: 2027-03-31
en:
  slug: project-manager
  title: Project Manager
  sharePercent: 80
  posted: 2026-12-01
  validThrough: 2027-03-31
`

  beforeAll(() => {
    root = path.join(mkdtempSync(path.join(tmpdir(), 'fjordlys-jobs-')), 'content')
    cpSync(path.resolve('content'), root, { recursive: true })
    writeFileSync(path.join(root, 'jobs', 'prosjektleder.yml'), newJob)
    process.env.CONTENT_DIR = root
  })
  afterAll(() => {
    if (before === undefined) delete process.env.CONTENT_DIR
    else process.env.CONTENT_DIR = before
    rmSync(path.dirname(root), { recursive: true, force: true })
  })

  it('prerenders the job in both languages, and in English at its Norwegian slug too', () => {
    expect(prerenderPaths('job')).toEqual(
      expect.arrayContaining(['/stillinger/prosjektleder/', '/en/jobs/project-manager/']),
    )
    expect(jobPrerenderPaths()).toEqual(
      expect.arrayContaining(['/stillinger/prosjektleder/', '/en/jobs/project-manager/', '/en/jobs/prosjektleder/']),
    )
  })

  it('lists the job in the sitemap with its twin in the other language', () => {
    const entries = sitemapEntries(sitePages())
    const nb = entries.find((entry) => entry.path === '/stillinger/prosjektleder/')
    expect(nb?.alternates).toEqual({ nb: '/stillinger/prosjektleder/', en: '/en/jobs/project-manager/' })
    expect(entries.some((entry) => entry.path === '/en/jobs/project-manager/')).toBe(true)
    expect(sitemapPageData(pageContext('sitemap', 'en')).labels['/en/jobs/project-manager/']).toBe('Project Manager')
  })

  it('shows the job in the careers list, and the list counts it', () => {
    for (const locale of ['nb', 'en'] as const) {
      const page = jobsPageData(pageContext('jobs', locale))
      expect(page.openings).toHaveLength(5)
      expect(page.openings.at(-1)).toEqual({
        id: 'prosjektleder',
        title: locale === 'nb' ? 'Prosjektleder' : 'Project Manager',
        slug: locale === 'nb' ? 'prosjektleder' : 'project-manager',
        sharePercent: 80,
      })
    }
    expect(jobsPageData(pageContext('jobs', 'nb')).meta.description).toBe(
      'Bli med i teamet: vi har 5 ledige stillinger i Oslo og på hjemmekontor.',
    )
    expect(jobsPageData(pageContext('jobs', 'en')).meta.description).toContain('we have 5 open positions')
  })

  it('gives the job a full page from the template, with its JSON-LD', () => {
    const nb = jobPageData(pageContext('job', 'nb', { slug: 'prosjektleder' }))
    if (!nb.found) throw new Error('the new job has no page')
    const template = parse(readFileSync(path.join(root, 'careers', 'job-template.yml'), 'utf8')) as Record<
      Locale,
      { responsibilities: string[] }
    >
    expect(nb.body.copy.responsibilities).toEqual(template.nb.responsibilities)
    expect(plainText(nb.body.copy.description)).toContain('Vi søker en prosjektleder som')
    expect(nb.meta.title).toBe('Ledig stilling: Prosjektleder')
    expect(nb.twinParams).toEqual({ nb: { slug: 'prosjektleder' }, en: { slug: 'project-manager' } })
    expect(nb.jsonLd).toMatchObject({
      '@type': 'JobPosting',
      title: 'Prosjektleder',
      url: expect.stringMatching(/\/stillinger\/prosjektleder\/$/),
      identifier: { value: 'prosjektleder' },
      datePosted: '2026-12-01',
      validThrough: '2027-03-31T23:59:59+01:00',
      employmentType: 'PART_TIME',
    })
    const en = jobPageData(pageContext('job', 'en', { slug: 'project-manager' }))
    if (!en.found) throw new Error('the new job has no English page')
    expect(plainText(en.body.copy.description)).toContain('We are looking for a Project Manager who')
    expect(en.jsonLd).toMatchObject({ title: 'Project Manager', inLanguage: 'en' })
    expect(en.body.openings.map((card) => card.id)).toContain('prosjektleder')
  })

  it('stops at a job file without a required field, naming the file and the field', () => {
    const file = path.join(root, 'jobs', 'prosjektleder.yml')
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
    const file = path.join(root, 'jobs', 'prosjektleder.yml')
    try {
      writeFileSync(file, newJob.replace('slug: project-manager', 'slug: seo-aeo-expert'))
      expect(() => jobs()).toThrow(
        /prosjektleder\.yml: en\.slug: expected a slug of its own, got "seo-aeo-expert", which .*seo-aeo-ekspert\.yml also uses/,
      )
      expect(() => jobs()).toThrow(/seo-aeo-ekspert\.yml: en\.slug: expected a slug of its own/)
      writeFileSync(file, newJob.replace('slug: prosjektleder', 'slug: prosjektleiar'))
      expect(() => jobs()).toThrow(/prosjektleder\.yml: nb\.slug: expected "prosjektleder", the name of the file/)
      writeFileSync(file, newJob.replace('slug: project-manager', 'slug: "404"'))
      expect(() => jobs()).toThrow(/prosjektleder\.yml: en\.slug: expected a slug other than "404"/)
    } finally {
      writeFileSync(file, newJob)
    }
  })
})
