/**
 * The job openings: one file per opening, `content/jobs/<norwegian-slug>.yml`, both languages side
 * by side, and the default job template, `content/careers/job-template.yml`, that gives a job the
 * copy it does not write itself. Adding an opening is adding a file: the job pages, the openings
 * lists, the sitemap, the prerender list, the JSON-LD, the search index and the count of open
 * positions all read this collection. Server and build only (it reads files); browser code gets
 * the entries as props or through `virtual:content/jobs` (content/loader/vite-plugin.ts).
 */
import { z } from 'zod'
import { jobNotFoundSlug } from '../pages/careers/careers'
import { locales, type Locale } from '../site/locales'
import { defineCollection, defineSingleton, type Entry } from '../loader/collection'
import type { ContentProblem } from '../loader/errors'
import { isoDate, richText, slug, text } from '../loader/fields'
import type { LoadOptions } from '../loader/files'

/** The copy of a job page, each field of which the template supplies when a job leaves it out. */
const copyFields = {
  /** The line under the title in the hero. */
  subtitle: text(200),
  /** "About the role": Markdown. */
  description: richText(),
  responsibilities: z.array(text(300)).min(1),
  qualifications: z.array(text(300)).min(1),
  /** Title and description for search results and link previews. */
  meta: z.strictObject({ title: text(90), description: text(220) }),
}

/** One language's block of a job file. */
export const jobSchema = z.strictObject({
  /** The address of the job in this language; the Norwegian one is also the file's name. */
  slug,
  title: text(90),
  /** Position share in percent (100 is full time). The same in both languages. */
  sharePercent: z.int().min(10).max(100),
  /** When the opening was posted and the last day it is open (JobPosting JSON-LD). */
  posted: isoDate,
  validThrough: isoDate,
  /** The agency's own number for the posting (JSON-LD identifier); the file name when left out. */
  reference: z.int().positive().optional(),
  subtitle: copyFields.subtitle.optional(),
  description: copyFields.description.optional(),
  responsibilities: copyFields.responsibilities.optional(),
  qualifications: copyFields.qualifications.optional(),
  meta: copyFields.meta.optional(),
})

/**
 * One language's block of the job template. Besides `{brand}` and `{fact:...}` it may write
 * `{title}` (the job's title as written) and `{lowercaseTitle}` (in lower case, for running
 * Norwegian text: "Vi søker en prosjektleder").
 */
export const jobTemplateSchema = z.strictObject(copyFields)

export const jobTemplateSlots = ['title', 'lowercaseTitle'] as const

export type Job = Entry<typeof jobSchema>
export type JobTemplate = Entry<typeof jobTemplateSchema>

const sharedFields = ['sharePercent', 'posted', 'validThrough', 'reference'] as const

function checkJob(job: Job): ContentProblem[] {
  const problems: ContentProblem[] = []
  if (job.nb.slug !== job.id) {
    problems.push({
      path: 'nb.slug',
      message: `expected "${job.id}", the name of the file (a job's file is named after its Norwegian slug), got "${job.nb.slug}"`,
    })
  }
  if (job.nb.validThrough < job.nb.posted) {
    problems.push({
      path: 'nb.validThrough',
      message: `expected a day on or after the day it was posted (${job.nb.posted}), got ${job.nb.validThrough}`,
    })
  }
  return problems
}

/**
 * Across the openings: every address is one job's only. The English site also answers at the
 * Norwegian slugs, so an English slug may not be another job's Norwegian one; `404` is the
 * not-found page's.
 */
function checkOpenings(all: readonly Job[]): { entry: Job; problem: ContentProblem }[] {
  const found: { entry: Job; problem: ContentProblem }[] = []
  const users = new Map<string, Set<Job>>()
  for (const job of all)
    for (const locale of locales) users.set(job[locale].slug, (users.get(job[locale].slug) ?? new Set()).add(job))
  for (const job of all) {
    for (const locale of locales) {
      const value = job[locale].slug
      const others = [...(users.get(value) ?? [])].filter((other) => other !== job)
      if (value === jobNotFoundSlug) {
        found.push({
          entry: job,
          problem: {
            path: `${locale}.slug`,
            message: `expected a slug other than "${jobNotFoundSlug}", the address of the page for jobs that do not exist`,
          },
        })
      } else if (others.length > 0) {
        found.push({
          entry: job,
          problem: {
            path: `${locale}.slug`,
            message: `expected a slug of its own, got "${value}", which ${others.map((other) => other.file).join(' and ')} also uses`,
          },
        })
      }
    }
    const reference = job.nb.reference
    const others =
      reference === undefined ? [] : all.filter((other) => other !== job && other.nb.reference === reference)
    if (others.length > 0) {
      found.push({
        entry: job,
        problem: {
          path: 'nb.reference',
          message: `expected a number of its own, got ${reference}, which ${others.map((other) => other.file).join(' and ')} also uses`,
        },
      })
    }
  }
  return found
}

export const jobsCollection = defineCollection('jobs', {
  schema: jobSchema,
  shared: sharedFields,
  check: checkJob,
  checkAll: checkOpenings,
})

export const jobTemplateFile = defineSingleton('careers/job-template.yml', {
  schema: jobTemplateSchema,
  slots: jobTemplateSlots,
})

/** The openings in the order the site lists them: the earliest posted first, then by file name. */
export function jobs(options: LoadOptions = {}): Job[] {
  return jobsCollection
    .all(options)
    .sort((a, b) => (a.nb.posted === b.nb.posted ? a.id.localeCompare(b.id) : a.nb.posted < b.nb.posted ? -1 : 1))
}

/** The copy a job without its own gets. */
export function jobTemplate(options: LoadOptions = {}): JobTemplate {
  return jobTemplateFile.get(options)
}

/**
 * Finds an opening by a slug in the page's locale. On the English site the Norwegian slug is
 * accepted too, so an English address with the Norwegian slug (`/en/jobs/{norwegian-slug}/`)
 * still shows the job.
 */
export function findJob(locale: Locale, value: string, options: LoadOptions = {}): Job | undefined {
  const all = jobs(options)
  return (
    all.find((job) => job[locale].slug === value) ??
    (locale === 'en' ? all.find((job) => job.nb.slug === value) : undefined)
  )
}
