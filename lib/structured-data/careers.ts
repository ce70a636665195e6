/** JobPosting JSON-LD of a job page, built at prerender time. */
import { officeMapUrl } from '../../content/pages/careers/careers'
import type { JobCopy } from '../../content/careers/job-copy'
import type { Job } from '../../content/careers/jobs'
import { htmlLang, type Locale } from '../../content/site/locales'
import { plainText } from '../../content/rich-text'
import { pathFor } from '../../content/site/routes'
import { headOffice, settings } from '../../content/site/settings'
import { postalAddress } from './company'

const absolute = (path: string) => new URL(path, `${settings.siteUrl}/`).href

export function jobPostingJsonLd(locale: Locale, job: Job, copy: JobCopy): Record<string, unknown> {
  const entry = job[locale]
  const list = (items: string[]) => items.join('; ')
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: copy.title,
    description: [plainText(copy.description), list(copy.responsibilities), list(copy.qualifications)].join(' '),
    inLanguage: htmlLang[locale],
    url: absolute(pathFor('job', locale, { slug: entry.slug })),
    // The agency's posting number, or the job's file name when it has none.
    identifier: { '@type': 'PropertyValue', name: settings.agencyName, value: String(entry.reference ?? job.id) },
    datePosted: entry.posted,
    validThrough: `${entry.validThrough}T23:59:59+01:00`,
    // A 50% position is part-time in schema.org terms; the page shows the share next to the type.
    employmentType: entry.sharePercent === 100 ? 'FULL_TIME' : 'PART_TIME',
    hiringOrganization: {
      '@type': 'Organization',
      name: settings.agencyName,
      sameAs: absolute('/'),
      logo: absolute('/favicon.svg'),
    },
    jobLocation: {
      '@type': 'Place',
      address: postalAddress(headOffice()),
      hasMap: officeMapUrl,
    },
    jobLocationType: 'TELECOMMUTE',
    applicantLocationRequirements: { '@type': 'Country', name: 'Norway' },
    directApply: false,
  }
}
