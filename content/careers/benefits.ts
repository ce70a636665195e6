/**
 * The benefits that come with every job, as data: `content/careers/benefits.yml`, both languages
 * side by side, in the order the careers page and each job page list them
 * (components/sections/careers/job-benefits.tsx).
 *
 * This module reads files, so it runs in Node only; bundles get the benefits through the stand-in
 * of ../pages/careers/careers.ts (content/content-modules.ts).
 */
import { z } from 'zod'
import { defineSingleton } from '../loader/collection.ts'
import { inEditor, type EditorText } from '../loader/editor.ts'
import { slug, text } from '../loader/fields.ts'
import type { Localized } from '../site/locales.ts'

const say = (nb: string, en: string): EditorText => ({ nb, en })

const benefit = z.strictObject({
  id: inEditor(
    slug,
    say('Id', 'Id'),
    say('Den samme på begge språk, i samme rekkefølge.', 'The same in both languages, in the same order.'),
  ),
  title: inEditor(text(60), say('Overskrift', 'Heading')),
  text: inEditor(text(200), say('Tekst', 'Text')),
})

/** One language's block of the benefits' file. */
export const benefitsSchema = z.strictObject({
  benefits: inEditor(z.array(benefit).min(1), say('Fordeler', 'Benefits')),
})

export type Benefit = z.output<typeof benefit>

export const benefitsFile = defineSingleton('careers/benefits.yml', {
  schema: benefitsSchema,
  // The two languages list the same benefits: the same ids in the same order.
  check: (entry) => {
    const ids = (locale: 'nb' | 'en') => entry[locale].benefits.map((item) => item.id).join(', ')
    return ids('nb') === ids('en')
      ? []
      : [{ path: 'en.benefits', message: `expected the benefits of nb.benefits (${ids('nb')}), got ${ids('en')}` }]
  },
  editor: {
    label: say('Fordeler i jobben', 'Job benefits'),
    description: say(
      'Det alle stillinger gir, på karrieresiden og på hver stilling.',
      'What every job comes with, on the careers page and on each job page.',
    ),
  },
})

const file = benefitsFile.get()

/** The benefits that come with every job, in the order the job page lists them. */
export const benefits: Localized<Benefit[]> = { nb: file.nb.benefits, en: file.en.benefits }
