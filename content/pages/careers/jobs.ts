/** The open positions. Per-job copy lives in content/pages/careers/job-copy.ts. */
import type { Locale, Localized } from '../../site/locales'

export type JobOpening = {
  id: 1 | 2 | 3 | 4
  slug: Localized<string>
  title: Localized<string>
  /** Position share in percent, shown as the share label (50% or 100%). */
  sharePercent: 50 | 100
}

export const jobOpenings: readonly JobOpening[] = [
  {
    id: 1,
    slug: { nb: 'digital-markedsforer-smm-ppc', en: 'digital-marketer-smm-ppc' },
    title: { nb: 'Digital markedsfører (SMM/PPC)', en: 'Digital Marketer (SMM/PPC)' },
    sharePercent: 50,
  },
  {
    id: 2,
    slug: { nb: 'senior-full-stack-utvikler-react', en: 'senior-full-stack-developer-react' },
    title: { nb: 'Senior fullstack-utvikler (React)', en: 'Senior Full-Stack Developer (React)' },
    sharePercent: 100,
  },
  {
    id: 3,
    slug: { nb: 'seo-aeo-ekspert', en: 'seo-aeo-expert' },
    title: { nb: 'SEO/AEO-ekspert', en: 'SEO/AEO Expert' },
    sharePercent: 100,
  },
  {
    id: 4,
    slug: { nb: 'administrasjon-kundeservice', en: 'administration-customer-service' },
    title: { nb: 'Administrasjon og kundeservice', en: 'Administration and Customer Service' },
    sharePercent: 100,
  },
]

/**
 * Finds an opening by a slug in the page's locale. On the English site the Norwegian slug
 * is accepted too, so an English address with the Norwegian slug
 * (`/en/jobs/{norwegian-slug}/`) still shows the job.
 */
export function findJob(locale: Locale, slug: string): JobOpening | undefined {
  return (
    jobOpenings.find((job) => job.slug[locale] === slug) ??
    (locale === 'en' ? jobOpenings.find((job) => job.slug.nb === slug) : undefined)
  )
}

export function jobMeta(locale: Locale, job: JobOpening): { title: string; description: string } {
  const title = job.title[locale]
  return locale === 'nb'
    ? {
        title: `Ledig stilling: ${title}`,
        description: `Vi søker ${title.toLowerCase()} (${job.sharePercent} % stilling) i Oslo eller på hjemmekontor. Lønn etter avtale.`,
      }
    : {
        title: `Job opening: ${title}`,
        description: `We are looking for a ${title} (${job.sharePercent}% position) in Oslo or remote. Salary negotiable.`,
      }
}
