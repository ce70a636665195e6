/**
 * The projects page: its own copy (content/pages/projects.yml) around the showcase, a numbered step
 * per case study told from its file's `showcase:` (content/cases/<client-id>.yml) with the same
 * client, service and headline result as the cases grid (../shared/customer-cases.ts). The clients'
 * own words are on their case studies, one click away: a quote is shown on one page besides the
 * about page's feedback (../shared/testimonials.ts), so the showcase quotes none.
 *
 * This module reads files, so it runs in Node only; where a bundle imports it (a story), the build
 * puts the loaded values in its place (content/content-modules.ts).
 */
import { z } from 'zod'
import { brandName } from '../facts/brands.ts'
import { defineSingleton } from '../loader/collection.ts'
import { inEditor } from '../loader/editor.ts'
import { text } from '../loader/fields.ts'
import { fillSlots } from '../loader/slots.ts'
import { customerCases } from '../shared/customer-cases.ts'
import { locales, type Locale, type Localized } from '../site/locales.ts'
import type { CtaCopy, ProjectCase } from '../types.ts'
import { caseStudiesCollection } from './case-studies/schema.ts'
import { caseStudyIds } from './case-studies/slugs.ts'
import { cta, ctaCopy, say } from './sections.ts'
import { serviceTemplate } from './services/services.ts'
import { serviceTarget } from './services/links.ts'
import { pageMetaBlock } from './page-meta-block.ts'

/** A project of the showcase: a project case plus its client and headline result. */
export type Project = ProjectCase & {
  client: string
  /** The headline result, the same string as the cases grid shows. */
  result: string
}

const projectsPageSchema = z.strictObject({
  /** The page's title and description in search, edited with the page. */
  meta: pageMetaBlock,
  eyebrow: inEditor(text(60), say('Over overskriften', 'Above the heading')),
  showcaseTitle: inEditor(text(120), say('Overskrift over prosjektene', 'Heading of the projects')),
  showcaseIntro: inEditor(text(400), say('Ingress', 'Intro')),
  stepLabel: inEditor(
    text(40),
    say('Før nummeret', 'Before the number'),
    say('«Prosjekt» i «Prosjekt 1».', '"Project" in "Project 1".'),
  ),
  resultLabel: inEditor(text(40), say('Ordet før resultatet', 'Word before the result')),
  clientLabel: inEditor(text(40), say('Ordet før kunden', 'Word before the client')),
  /** The link from each project to its case study. */
  readCase: inEditor(text(60), say('Lenke til casen', 'Link to the case study')),
  cta: inEditor(cta, say('Avslutning', 'Closing band')),
})

export const projectsPageFile = defineSingleton('pages/projects.yml', {
  schema: projectsPageSchema,
  editor: {
    label: say('Prosjekter', 'Projects'),
    description: say(
      'Teksten rundt prosjektene. Hvert prosjekt står i sin kundecase, under «På prosjektsiden».',
      'The copy around the projects. Each project is in its case study, under "On the projects page".',
    ),
  },
})

/** Copy of the projects page around the showcase. */
export type ProjectsPageCopy = Omit<z.output<typeof projectsPageSchema>, 'cta'> & { cta: CtaCopy }

const files = new Map(caseStudiesCollection.all().map((file) => [file.id, file]))

function toProject(id: string, step: number, locale: Locale): Project {
  const customerCase = customerCases[locale].find((c) => c.id === id)
  if (!customerCase) throw new Error(`Project "${id}" has no customer case`)
  const { showcase } = fillSlots(files.get(id)![locale], { client: brandName(id) })
  return {
    id,
    step,
    client: brandName(id),
    result: customerCase.result,
    image: customerCase.image,
    caseParams: customerCase.caseParams,
    title: showcase.title,
    description: showcase.description,
    link: { ...serviceTarget(customerCase.service, locale), text: showcase.linkText },
  }
}

/** The showcase per language, one step per case study in the projects page's order. */
export const projects: Localized<Project[]> = Object.fromEntries(
  locales.map((locale) => [locale, caseStudyIds().map((id, i) => toProject(id, i + 1, locale))]),
) as Localized<Project[]>

const pageFile = projectsPageFile.get()
const template = serviceTemplate()

export const projectsPage: Localized<ProjectsPageCopy> = Object.fromEntries(
  locales.map((locale) => [locale, { ...pageFile[locale], cta: ctaCopy(pageFile[locale].cta, template, locale) }]),
) as Localized<ProjectsPageCopy>
