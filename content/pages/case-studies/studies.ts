/**
 * The case studies as their pages show them, read when the module loads: each case's file
 * (content/cases/<client-id>.yml, ./schema.ts: its copy, address, card, showcase and the delivered
 * website's screenshots) joined with what the rest of the site says about the client: the name and
 * logos (content/customers.yml, read by content/facts/brands.ts), the service and headline result of
 * the cases grid (content/shared/customer-cases.ts), the link to the service from the projects page
 * (content/pages/projects.ts), the testimonial (content/shared/testimonials.ts) and the project's
 * facts (its own `project:`, read as a fact). Every figure comes from the fact files.
 *
 * This module reads files, so it runs in Node only; where a bundle imports it (a story), the build
 * puts the loaded values in its place (content/content-modules.ts).
 */
import type { ImageAsset } from '../../../media-src/types.ts'
import { brandName, colorLogo, reviewLogos } from '../../facts/brands.ts'
import { caseProjects } from '../../facts/facts.ts'
import type { TeamRole } from '../../facts/schema.ts'
import { customerCases } from '../../shared/customer-cases.ts'
import { locales, type Locale, type Localized } from '../../site/locales.ts'
import { projects } from '../projects.ts'
import { pathFor, type RouteParams } from '../../site/routes.ts'
import { serviceTarget } from '../services/links.ts'
import { testimonialsById } from '../../shared/testimonials.ts'
import type { ThemedImageRef, Testimonial } from '../../types.ts'
import { fillSlots } from '../../loader/slots.ts'
import { caseStudiesCollection } from './schema.ts'
import { caseStudyIds, caseStudyParams, caseStudyTwinParams, type CaseStudyId } from './slugs.ts'
import type { CaseStudyCopy } from './types.ts'

/** Each client's case study file, by the client's id; every client of ./slugs.ts has one. */
function caseFiles() {
  return new Map(caseStudiesCollection.all().map((file) => [file.id, file]))
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
  logo: ThemedImageRef
  /** The delivered website: screenshots for `<Picture>`, the address the browser frame shows. */
  site: { host: string; desktop: ImageAsset; phone: ImageAsset; alt: { desktop: string; phone: string } }
  /** The project (its file's `project:`): the year delivered, its weeks, the team's roles. */
  project: { year: number; weeks: number; team: readonly TeamRole[] }
  testimonial: Testimonial
}

function build(id: CaseStudyId, locale: Locale, copies: ReturnType<typeof caseFiles>): CaseStudy {
  const {
    testimonial: testimonialId,
    card: _card,
    showcase: _showcase,
    slug: _slug,
    order: _order,
    project: _project,
    results: _results,
    site,
    ...copy
  } = fillSlots(copies.get(id)![locale], { client: brandName(id) })
  const customerCase = customerCases[locale].find((c) => c.id === id)
  const project = projects[locale].find((p) => p.id === id)
  const logo = reviewLogos.find((l) => l.id === id)
  if (!customerCase || !project || !logo) throw new Error(`Case study "${id}" has no customer case, project or logo`)
  const [testimonial] = testimonialsById(locale, [testimonialId])
  if (testimonial?.brandId !== id) throw new Error(`Case study "${id}" quotes another client`)
  const colour = colorLogo(id)
  if (!colour)
    throw new Error(`content/customers.yml: ${id}, a customer with a case study, has no logo in its own colours`)
  const params = caseStudyParams(id, locale)
  return {
    ...(copy satisfies CaseStudyCopy),
    id,
    client: brandName(id),
    path: pathFor('projectCase', locale, params),
    twinParams: caseStudyTwinParams(id),
    result: customerCase.result,
    service: { ...serviceTarget(customerCase.service, locale), text: project.link?.text ?? customerCase.title },
    logo: { image: colour, darkImage: logo.darkImage, alt: logo.imageAlt[locale] },
    site: {
      host: site.host,
      desktop: site.desktop,
      phone: site.phone,
      alt: { desktop: site.desktopAlt, phone: site.phoneAlt },
    },
    project: projectFacts(id),
    testimonial,
  }
}

/** The project's facts (the case file's `project:`, read as facts by content/facts/case-facts.ts). */
function projectFacts(id: CaseStudyId): CaseStudy['project'] {
  const project = caseProjects[id]
  if (!project) throw new Error(`content/cases/${id}.yml: no project (its year, weeks and team)`)
  return project
}

const copies = caseFiles()

/** Every case study per language, in the projects page's order. */
export const caseStudies: Localized<CaseStudy[]> = Object.fromEntries(
  locales.map((locale) => [locale, caseStudyIds().map((id) => build(id, locale, copies))]),
) as Localized<CaseStudy[]>
