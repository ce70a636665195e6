/**
 * The eight case studies, one page per client in both languages (/prosjekter/{slug}/,
 * /en/projects/{slug}/). Each joins its own copy (one file per client in this folder) with what
 * the rest of the site already says about the client: the name and logo (content/facts/brands.ts,
 * media-src/client-logos.ts), the service and headline result of the cases grid
 * (content/shared/customer-cases.ts), the link to the service from the projects page
 * (content/pages/projects.ts), the testimonial (content/shared/testimonials.ts) and the screenshots of the
 * delivered website (media-src/case-sites.ts). Every figure comes from content/facts/facts.ts.
 */
import { caseSites } from '../../../media-src/case-sites'
import { caseClientLogo } from '../../../media-src/client-logos'
import type { ImageName } from '../../../media-src/manifest'
import { brandName, reviewLogos } from '../../facts/brands'
import { caseProjects } from '../../facts/facts'
import type { TeamRole } from '../../facts/schema'
import { customerCases } from '../../shared/customer-cases'
import { locales, type Locale, type Localized } from '../../site/locales'
import { projects } from '../projects'
import { pathFor, type RouteParams } from '../../site/routes'
import { serviceTarget } from '../services/links'
import { testimonialsById } from '../../shared/testimonials'
import type { ImageRef, Testimonial } from '../../types'
import { bergliKlinikk } from './bergli-klinikk'
import { fjellstueSport } from './fjellstue-sport'
import { havbrisEiendom } from './havbris-eiendom'
import { kystlinjeLogistikk } from './kystlinje-logistikk'
import { lysverkEnergi } from './lysverk-energi'
import { nordvikBakeri } from './nordvik-bakeri'
import { solvindKurs } from './solvind-kurs'
import { tindraRegnskap } from './tindra-regnskap'
import { caseStudyIdAt, caseStudyIds, caseStudyParams, caseStudyTwinParams, type CaseStudyId } from './slugs'
import type { CaseStudyCopy, CaseStudyEntry } from './types'

export type { CaseFigure, CaseStep, CaseStudyCopy } from './types'
export { caseStudyIds, caseStudyParams, caseStudyTwinParams, type CaseStudyId } from './slugs'

const entries: Record<CaseStudyId, CaseStudyEntry> = {
  'nordvik-bakeri': nordvikBakeri,
  'solvind-kurs': solvindKurs,
  'kystlinje-logistikk': kystlinjeLogistikk,
  'tindra-regnskap': tindraRegnskap,
  'lysverk-energi': lysverkEnergi,
  'fjellstue-sport': fjellstueSport,
  'bergli-klinikk': bergliKlinikk,
  'havbris-eiendom': havbrisEiendom,
}

/** A case study as its page shows it, in one language. */
export type CaseStudy = CaseStudyCopy & {
  id: CaseStudyId
  client: string
  path: string
  twinParams: Record<Locale, RouteParams>
  /** The short result the cases grid shows. */
  result: string
  /** The service page this case belongs to, with the projects page's link text. */
  service: { to: 'service'; params: RouteParams; text: string }
  /** The client's logo: in colour on the light theme, in one pale ink on the dark one. */
  logo: ImageRef
  /** The delivered website: screenshots for `<Picture>`, the address the browser frame shows. */
  site: { host: string; desktop: ImageName; phone: ImageName; alt: { desktop: string; phone: string } }
  /** The project (content/facts/cases.yml caseProjects): the year delivered, its weeks, the team's roles. */
  project: { year: number; weeks: number; team: readonly TeamRole[] }
  testimonial: Testimonial
}

function build(id: CaseStudyId, locale: Locale): CaseStudy {
  const entry = entries[id]
  const customerCase = customerCases[locale].find((c) => c.id === id)
  const project = projects[locale].find((p) => p.id === id)
  const logo = reviewLogos.find((l) => l.id === id)
  if (!customerCase || !project || !logo) throw new Error(`Case study "${id}" has no customer case, project or logo`)
  const [testimonial] = testimonialsById(locale, [entry.testimonialId])
  if (testimonial?.brandId !== id) throw new Error(`Case study "${id}" quotes another client`)
  const files = caseClientLogo(id)
  const site = caseSites[id]
  const params = caseStudyParams(id, locale)
  return {
    ...entry.copy(locale),
    id,
    client: brandName(id),
    path: pathFor('projectCase', locale, params),
    twinParams: caseStudyTwinParams(id),
    result: customerCase.result,
    service: { ...serviceTarget(customerCase.service, locale), text: project.link?.text ?? customerCase.title },
    logo: { image: files.color, darkImage: files.dark, alt: logo.imageAlt[locale] },
    site: {
      host: site.host,
      desktop: site.desktop,
      phone: site.phone,
      alt: { desktop: site.alt.desktop[locale], phone: site.alt.phone[locale] },
    },
    project: caseProjects[id],
    testimonial,
  }
}

/** Every case study per language, in the projects page's order. */
export const caseStudies: Localized<CaseStudy[]> = Object.fromEntries(
  locales.map((locale) => [locale, caseStudyIds.map((id) => build(id, locale))]),
) as Localized<CaseStudy[]>

/** The case at a slug in a language, or undefined. */
export function findCaseStudy(locale: Locale, slug: string): CaseStudy | undefined {
  const id = caseStudyIdAt(locale, slug)
  return id ? caseStudies[locale].find((c) => c.id === id) : undefined
}

/** The case after this one in the projects page's order; the last leads back to the first. */
export function nextCaseStudy(locale: Locale, id: CaseStudyId): CaseStudy {
  const list = caseStudies[locale]
  const index = list.findIndex((c) => c.id === id)
  return list[(index + 1) % list.length]!
}
