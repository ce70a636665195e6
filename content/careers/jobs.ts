/**
 * The job openings: one file per opening, `content/jobs/<norwegian-slug>.yml`, both languages side
 * by side, and the default job template, `content/careers/job-template.yml`, that gives a job the
 * copy it does not write itself. Adding an opening is adding a file: the job pages, the openings
 * lists, the sitemap, the prerender list, the JSON-LD, the search index and the count of open
 * positions all read this collection. Server and build only (it reads files); browser code gets
 * the entries as props or through `virtual:content/jobs` (content/loader/vite-plugin.ts).
 */
import { z } from 'zod'
import { jobNotFoundSlug } from '../pages/careers/careers.ts'
import { locales, type Locale } from '../site/locales.ts'
import { defineCollection, defineSingleton, type Entry } from '../loader/collection.ts'
import { inEditor } from '../loader/editor.ts'
import type { ContentProblem } from '../loader/errors.ts'
import { isoDate, richText, slug, text } from '../loader/fields.ts'
import type { LoadOptions } from '../loader/files.ts'

/** The copy of a job page, each field of which the template supplies when a job leaves it out. */
const copyFields = {
  /** The line under the title in the hero. */
  subtitle: inEditor(
    text(200),
    { nb: 'Undertittel', en: 'Subtitle' },
    { nb: 'Linjen under tittelen øverst på siden.', en: 'The line under the title at the top of the page.' },
  ),
  /** "About the role": Markdown. */
  description: inEditor(richText(), { nb: 'Om stillingen', en: 'About the role' }),
  responsibilities: inEditor(z.array(text(300)).min(1), { nb: 'Arbeidsoppgaver', en: 'Responsibilities' }),
  qualifications: inEditor(z.array(text(300)).min(1), { nb: 'Kvalifikasjoner', en: 'Qualifications' }),
  /** Title and description for search results and link previews. */
  meta: inEditor(
    z.strictObject({
      title: inEditor(text(90), { nb: 'Tittel i søkeresultater', en: 'Title in search results' }),
      description: inEditor(text(220), { nb: 'Beskrivelse i søkeresultater', en: 'Description in search results' }),
    }),
    { nb: 'Søkeresultater og lenkeforhåndsvisninger', en: 'Search results and link previews' },
  ),
}

/** One language's block of a job file. */
export const jobSchema = z.strictObject({
  /** The address of the job in this language; the Norwegian one is also the file's name. */
  slug: inEditor(
    slug,
    { nb: 'Adresse', en: 'Address' },
    {
      nb: 'Siste del av stillingens nettadresse, for eksempel prosjektleder.',
      en: "The last part of the job's web address, for example project-manager.",
    },
  ),
  title: inEditor(text(90), { nb: 'Stillingstittel', en: 'Job title' }),
  /** Position share in percent (100 is full time). The same in both languages. */
  sharePercent: inEditor(
    z.int().min(10).max(100),
    { nb: 'Stillingsprosent', en: 'Position share (%)' },
    { nb: '100 er heltid.', en: '100 is full time.' },
  ),
  /** When the opening was posted and the last day it is open (JobPosting JSON-LD). */
  posted: inEditor(isoDate, { nb: 'Publisert', en: 'Posted' }),
  validThrough: inEditor(isoDate, { nb: 'Søknadsfrist', en: 'Apply by' }),
  /** The agency's own number for the posting (JSON-LD identifier); the file name when left out. */
  reference: inEditor(z.int().positive(), { nb: 'Referansenummer', en: 'Reference number' }).optional(),
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
  editor: {
    label: { nb: 'Ledige stillinger', en: 'Job openings' },
    labelSingular: { nb: 'Stilling', en: 'Job opening' },
    description: {
      nb: 'Én fil per stilling. Felt du lar stå tomme, får teksten fra stillingsmalen.',
      en: 'One file per opening. Fields left empty take their text from the job template.',
    },
  },
})

export const jobTemplateFile = defineSingleton('careers/job-template.yml', {
  schema: jobTemplateSchema,
  slots: jobTemplateSlots,
  editor: {
    label: { nb: 'Stillingsmal', en: 'Job template' },
    description: {
      nb: 'Teksten en stilling får i hvert felt den ikke fyller ut selv. Merkelappene «Stillingstittel» og «Stillingstittel, liten forbokstav» blir stillingens tittel.',
      en: 'The text a job gets in each field it does not fill in itself. The labels "Job title" and "Job title, lower case" become the title of the job.',
    },
    group: { name: 'templates', label: { nb: 'Maler', en: 'Templates' } },
  },
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
