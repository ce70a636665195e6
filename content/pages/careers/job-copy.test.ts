import { describe, expect, it } from 'vitest'
import { careers } from '../../facts/facts'
import { defaultJobCopy, jobCopies, jobCopyFor, templateCopy } from './job-copy'
import { jobOpenings, type JobOpening } from './jobs'
import { plainText } from '../../rich-text'

describe('job copy', () => {
  it('has its own copy for all four openings in both languages', () => {
    for (const job of jobOpenings) {
      for (const locale of ['nb', 'en'] as const) {
        const copy = jobCopyFor(locale, job)
        expect(copy).toBe(jobCopies[job.id]![locale])
        expect(copy.title).toBe(job.title[locale])
        expect(copy.responsibilities.length).toBeGreaterThanOrEqual(4)
        expect(copy.qualifications.length).toBeGreaterThanOrEqual(4)
        expect(JSON.stringify(copy)).not.toContain('{title}')
      }
    }
  })

  it('asks the senior developer for 5+ years', () => {
    const senior = jobOpenings.find((j) => j.slug.en === 'senior-full-stack-developer-react')!
    expect(careers.seniorDeveloperYears).toBe(5)
    expect(jobCopyFor('en', senior).qualifications[0]).toContain('At least 5 years')
    expect(jobCopyFor('nb', senior).qualifications[0]).toContain('Minst 5 års')
  })

  it('fills the default template for a job without its own copy', () => {
    const newJob: JobOpening = {
      id: 4,
      slug: { nb: 'prosjektleder', en: 'project-manager' },
      title: { nb: 'Prosjektleder', en: 'Project Manager' },
      sharePercent: 100,
    }
    expect(JSON.stringify(defaultJobCopy.en.description)).toContain('{title}')
    const en = templateCopy('en', newJob.title.en)
    expect(en.title).toBe('Project Manager')
    expect(plainText(en.description)).toContain('We are looking for a Project Manager who')
    expect(en.meta.title).toBe('Job opening: Project Manager')
    const nb = templateCopy('nb', newJob.title.nb)
    expect(plainText(nb.description)).toContain('Vi søker en prosjektleder som')
    expect(nb.responsibilities).toEqual(defaultJobCopy.nb.responsibilities)
  })
})
