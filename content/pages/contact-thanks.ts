/**
 * The copy of the thank-you page the visitor reaches after sending the contact form or dialog, as
 * data: `content/pages/contact-thanks.yml`, both languages side by side. The page's title and lead
 * are its meta (./meta.ts).
 */
import { z } from 'zod'
import { defineSingleton } from '../loader/collection.ts'
import { inEditor, type EditorText } from '../loader/editor.ts'
import { link, text } from '../loader/fields.ts'
import type { ContentProblem } from '../loader/errors.ts'
import { locales, type Localized } from '../site/locales.ts'
import type { RouteId } from '../site/routes.ts'
import { pageMetaBlock } from './page-meta-block.ts'

const say = (nb: string, en: string): EditorText => ({ nb, en })

/** One language's block of the thank-you page's file. */
export const contactThanksSchema = z.strictObject({
  /** The page's title and description in search, edited with the page. */
  meta: pageMetaBlock,
  stepsHeading: inEditor(text(80), say('Overskrift over stegene', 'Heading of the steps')),
  steps: inEditor(
    z
      .array(
        z.strictObject({
          title: inEditor(text(120), say('Overskrift', 'Heading')),
          body: inEditor(text(400), say('Tekst', 'Text')),
        }),
      )
      .min(1),
    say('Dette skjer nå', 'What happens next'),
  ),
  onwardHeading: inEditor(text(80), say('Overskrift over lenkene', 'Heading of the links')),
  onward: inEditor(
    z.array(link()).min(1),
    say('Lenker videre', 'Links onward'),
    say('Én side av nettstedet hver: [tekst](route:projects).', 'One page of the site each: [text](route:projects).'),
  ),
})

type ThanksBlock = z.output<typeof contactThanksSchema>
type Onward = ThanksBlock['onward'][number]
const isPage = (target: Onward): target is Extract<Onward, { to: RouteId }> => 'to' in target

export const contactThanksFile = defineSingleton('pages/contact-thanks.yml', {
  schema: contactThanksSchema,
  // The onward links lead on through the site: each is a page of it, not another site.
  check: (entry) =>
    locales.flatMap((locale) =>
      entry[locale].onward.flatMap((target, i): ContentProblem[] =>
        isPage(target)
          ? []
          : [
              {
                path: `${locale}.onward.${i}`,
                message: `expected a page of the site, [text](route:<id>), got ${target.href}`,
              },
            ],
      ),
    ),
  editor: {
    label: say('Takk for henvendelsen', 'Thank you for your message'),
    description: say(
      'Siden etter at kontaktskjemaet er sendt: hva som skjer nå, og lenker videre.',
      'The page after the contact form is sent: what happens next, and links onward.',
    ),
  },
})

export type ContactThanksCopy = Omit<ThanksBlock, 'onward'> & { onward: { to: RouteId; label: string }[] }

const file = contactThanksFile.get()

export const contactThanks: Localized<ContactThanksCopy> = Object.fromEntries(
  locales.map((locale) => [
    locale,
    {
      ...file[locale],
      onward: file[locale].onward.filter(isPage).map((target) => ({ to: target.to, label: target.text })),
    },
  ]),
) as Localized<ContactThanksCopy>
