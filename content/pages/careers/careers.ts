/**
 * The careers pages' copy as data, `content/pages/careers.yml`, both languages side by side, with
 * the brand as `{brand}` and the head office's city as `{setting:headOffice.city}`; beside it the
 * interface labels (../../strings/careers.ts), the benefits (../../careers/benefits.ts) and the
 * office map link. The openings are files of their own (content/jobs/, ../../careers/jobs.ts).
 *
 * This module reads files, so it runs in Node only; where a bundle imports it (a story, the
 * compiled server), the build puts the loaded values in its place (content/content-modules.ts).
 */
import path from 'node:path'
import { z } from 'zod'
import { benefits } from '../../careers/benefits.ts'
import { defineSingleton } from '../../loader/collection.ts'
import { inEditor, references, type EditorText } from '../../loader/editor.ts'
import type { ContentProblem } from '../../loader/errors.ts'
import { text } from '../../loader/fields.ts'
import { entryFiles } from '../../loader/files.ts'
import { locales, type Locale, type Localized } from '../../site/locales.ts'
import { headOffice } from '../../site/settings.ts'
import { careersUi } from '../../strings/careers.ts'
import { pageMetaBlock } from '../page-meta-block.ts'

const say = (nb: string, en: string): EditorText => ({ nb, en })

const heading = inEditor(text(120), say('Overskrift', 'Heading'))
const paragraph = inEditor(text(400), say('Tekst', 'Text'))

/** The services, by the names of their files in content/services/ (their Norwegian slugs). */
const serviceIds = entryFiles('services').map((file) => path.basename(file, '.yml'))

/** One language's block of the careers pages' file. */
export const careersPageSchema = z.strictObject({
  /** The page's title and description in search, edited with the page. */
  meta: pageMetaBlock,
  /** The careers page's hero, and the reasons to join beside the benefits. */
  landing: inEditor(
    z.strictObject({
      eyebrow: inEditor(text(80), say('Overlinje', 'Eyebrow')),
      lead: inEditor(text(400), say('Ingress', 'Introduction')),
      servicesLabel: inEditor(text(80), say('Overskrift over tjenestene', 'Heading of the services')),
      /** The service pages the hero links to, each shown by its short name. */
      services: inEditor(
        references(z.array(z.enum(serviceIds as [string, ...string[]])).min(1), {
          folder: 'services',
          display: 'name',
        }),
        say('Tjenester', 'Services'),
        say(
          'Tjenestesidene toppen lenker til, i den rekkefølgen.',
          'The service pages the top links to, in that order.',
        ),
      ),
      benefitsHeading: heading,
      benefitsIntro: inEditor(z.array(paragraph).min(1), say('Avsnitt', 'Paragraphs')),
    }),
    say('Karrieresiden', 'The careers page'),
  ),
  /** Above the benefits, on the careers page and on each job page. */
  benefitsHeading: inEditor(text(120), say('Overskrift over fordelene', 'Heading of the benefits')),
  openings: inEditor(
    z.strictObject({ lead: inEditor(text(300), say('Ingress', 'Introduction')) }),
    say('Ledige stillinger', 'Job openings'),
  ),
  job: inEditor(
    z.strictObject({
      joinHeading: heading,
      joinParagraph: paragraph,
      /** The link to the head office on the map (officeMapUrl), in the side box. */
      office: inEditor(
        text(60),
        say('Arbeidssted', 'Place of work'),
        say(
          'Lenker til hovedkontoret på kartet. Byen settes inn med «Sett inn fakta».',
          'Links to the head office on the map. The city is inserted with "Insert fact".',
        ),
      ),
      remote: inEditor(text(80), say('Etter arbeidsstedet', 'After the place of work')),
    }),
    say('Hver stilling', 'Each job page'),
  ),
  /** The band before the footer; its button opens the contact dialog. */
  preCta: inEditor(
    z.strictObject({
      title: heading,
      description: paragraph,
      button: inEditor(text(60), say('Knapp', 'Button')),
    }),
    say('Avslutning', 'Closing band'),
  ),
  /** The view of a job that does not exist, above the openings. */
  notFound: inEditor(
    z.strictObject({
      body: inEditor(text(300), say('Tekst', 'Text')),
      metaDescription: inEditor(text(160), say('Beskrivelse i søkeresultater', 'Description in search results')),
    }),
    say('Stillingen finnes ikke', 'Job not found'),
  ),
})

export const careersPageFile = defineSingleton('pages/careers.yml', {
  schema: careersPageSchema,
  shared: ['landing.services'],
  // Each service once.
  check: (entry): ContentProblem[] =>
    entry.nb.landing.services.flatMap((id, i, listed) =>
      listed.indexOf(id) === i
        ? []
        : [{ path: `nb.landing.services.${i}`, message: `expected each service once, got "${id}" twice` }],
    ),
  editor: {
    label: say('Jobb hos oss', 'Careers'),
    description: say(
      'Teksten på karrieresiden og stillingssidene. Stillingene er under Ledige stillinger, fordelene under Fordeler i jobben.',
      'The copy of the careers page and the job pages. The openings are under Job openings, the benefits under Job benefits.',
    ),
  },
})

export type CareersPageCopy = z.output<typeof careersPageSchema>

const file = careersPageFile.get()

/** The careers pages' copy in each language. */
export const careersCopy: Localized<CareersPageCopy> = { nb: file.nb, en: file.en }

/**
 * The head office (Oslo, where the jobs are) on a map, found by its address; opened in a new tab so
 * the job page stays open. The query's parts are separated by spaces alone, which the form encoding
 * writes as "+": the map finds the address as well, and the link holds no "%" escapes for the
 * content checks to read as percentages.
 */
const office = headOffice()
export const officeMapUrl = `https://www.google.com/maps/search/?${new URLSearchParams({
  api: '1',
  query: `${office.streetAddress} ${office.postalCode} ${office.city} Norway`,
})}`

/**
 * The job not-found view is prerendered at this slug in each language (/stillinger/404/,
 * /en/jobs/404/); server/static.ts serves it with status 404 for unknown job paths.
 */
export const jobNotFoundSlug = '404'

/** What the careers components need in one language: labels, copy, benefits and the map link. */
function careersPageStringsIn(locale: Locale) {
  return {
    ui: careersUi[locale],
    page: careersCopy[locale],
    benefits: benefits[locale],
    mapUrl: officeMapUrl,
  }
}
export type CareersPageStrings = ReturnType<typeof careersPageStringsIn>

export const careersPageStrings: Localized<CareersPageStrings> = Object.fromEntries(
  locales.map((locale) => [locale, careersPageStringsIn(locale)]),
) as Localized<CareersPageStrings>
