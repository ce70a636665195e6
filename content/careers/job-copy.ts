/**
 * What a job page and the openings lists show of a job, made from its entry and the template.
 * Free of file reading, so a Ladle story can use it with the entries of `virtual:content/jobs`.
 */
import type { Block } from '../rich-text.ts'
import type { Locale } from '../site/locales.ts'
import { fillSlots } from '../loader/slots.ts'
import type { Job, JobTemplate } from './jobs.ts'

export type JobCopy = {
  title: string
  subtitle: string
  description: Block[]
  responsibilities: string[]
  qualifications: string[]
  meta: { title: string; description: string }
}

/** A job's copy in one language: its own fields, and the template's (with its title filled in) for the rest. */
export function jobCopy(locale: Locale, job: Job, template: JobTemplate): JobCopy {
  const own = job[locale]
  const fallback = fillSlots(template[locale], {
    title: own.title,
    lowercaseTitle: own.title.toLocaleLowerCase(locale),
  })
  return {
    title: own.title,
    subtitle: own.subtitle ?? fallback.subtitle,
    description: own.description ?? fallback.description,
    responsibilities: own.responsibilities ?? fallback.responsibilities,
    qualifications: own.qualifications ?? fallback.qualifications,
    meta: own.meta ?? fallback.meta,
  }
}

/** A job opening as the openings block shows it. */
export type OpeningCard = { id: string; title: string; slug: string; sharePercent: number }

export function openingCards(locale: Locale, openings: readonly Job[]): OpeningCard[] {
  return openings.map((job) => ({
    id: job.id,
    title: job[locale].title,
    slug: job[locale].slug,
    sharePercent: job[locale].sharePercent,
  }))
}
