/**
 * The case studies' copy as data: one file per client, `content/cases/<client-id>.yml`, both
 * languages side by side. A file holds what the case page says (the trade, the result in words,
 * the challenge, the approach, the delivered site, the figures); the client's name, logo, site
 * screenshots, project facts and the service it belongs to come from the rest of the site
 * (./index.ts). Figures are facts, the case's own `results:` (content/facts/case-facts.ts reads them), stated
 * with placeholders, such as
 * `+{fact:caseResults.moreConversionsPercent}`, and the client's name is `{client}`.
 */
import path from 'node:path'
import { z } from 'zod'
import { testimonialsById } from '../../shared/testimonials.ts'
import { locales } from '../../site/locales.ts'
import { defineCollection, type Entry } from '../../loader/collection.ts'
import { editorFieldType, inEditor, references, type EditorText } from '../../loader/editor.ts'
import type { ContentProblem } from '../../loader/errors.ts'
import { prose, richText, slug, text } from '../../loader/fields.ts'
import { image } from '../../loader/images.ts'
import { currentLoadOptions, entryFiles } from '../../loader/files.ts'
import { caseProject, caseResult } from '../../facts/schema.ts'
import { colorLogo, reviewLogos } from '../../facts/brands.ts'

const say = (nb: string, en: string): EditorText => ({ nb, en })

const id = inEditor(
  slug,
  say('Id', 'Id'),
  say(
    'Små bokstaver a-z, tall og bindestreker, ulik de andre i listen.',
    'Lowercase letters a-z, digits and hyphens, unlike the others of the list.',
  ),
)

/** A screenshot's alt text says what it shows: a word or two ("Forsiden") says too little. */
const altMinLength = 15
const altHint = say(
  `Hva skjermbildet viser, for den som ikke ser det; minst ${altMinLength} tegn.`,
  `What the screenshot shows, for those who cannot see it; at least ${altMinLength} characters.`,
)

/** One step of the approach. */
const step = z.strictObject({
  id,
  title: inEditor(text(120), say('Overskrift', 'Heading')),
  text: inEditor(text(600), say('Tekst', 'Text')),
})

/** One result: the figure as the page prints it (a fact's placeholder, with its sign), and what it counts. */
const figure = z.strictObject({
  id,
  value: inEditor(
    text(40),
    say('Tall', 'Figure'),
    say('For eksempel + og et tall fra «Sett inn fakta».', 'For example + and a figure from "Insert fact".'),
  ),
  label: inEditor(text(160), say('Hva tallet gjelder', 'What it counts')),
})

/** One language's block of a case study file. */
export const caseStudySchema = z.strictObject({
  /** The address in this language: /prosjekter/<slug>/, /en/projects/<slug>/. */
  slug: inEditor(
    slug,
    say('Adresse', 'Address'),
    say(
      'Siste del av nettadressen. På norsk kundens id fra Kunder (for eksempel nordvik-bakeri): filen får det navnet.',
      "The last part of the address. In Norwegian, the client's id in Customers (such as nordvik-bakeri): the file is named after it.",
    ),
  ),
  /** Where the case stands in the lists of cases (the projects page, the case pages' "next"): lower first. */
  order: inEditor(
    z.int().min(1).max(999),
    say('Rekkefølge', 'Order'),
    say('Lavest først på prosjektsiden.', 'Lowest first on the projects page.'),
  ),
  /** The client's testimonial (content/shared/testimonials.ts); the same in both languages. */
  testimonial: inEditor(
    references(slug, { folder: 'testimonials', display: 'name' }),
    say('Kundeomtale', 'Testimonial'),
    say('Omtalen fra kunden casen handler om.', 'The feedback of the client the case is about.'),
  ),
  /** The client's trade, as a short label: "Bakeri med tre utsalg". */
  sector: inEditor(text(120), say('Bransje', 'Trade')),
  /** The page's heading: what the project achieved, in words. */
  title: inEditor(text(120), say('Overskrift', 'Heading')),
  /** The result in one line, with its figure. */
  headline: inEditor(text(200), say('Resultatet på én linje', 'The result in one line')),
  /** Two or three sentences under the heading; also the page's meta description. */
  summary: inEditor(
    text(500),
    say('Sammendrag', 'Summary'),
    say(
      'To eller tre setninger; også beskrivelsen i søkeresultater.',
      'Two or three sentences; also the description in search results.',
    ),
  ),
  /** The client's problem before the project, in paragraphs. */
  challenge: inEditor(z.array(text(1000)).min(1), say('Utfordringen', 'The challenge')),
  /** What the client asked us to achieve, in one sentence. */
  goal: inEditor(text(300), say('Målet', 'The goal')),
  /** How we went about it: two to four steps. */
  approach: inEditor(z.array(step).min(2).max(4), say('Slik gjorde vi det', 'How we did it')),
  /** What the screenshots show: the delivered website and what to look for in it. */
  delivered: inEditor(
    text(600),
    say('Det vi leverte', 'What we delivered'),
    say('Hva skjermbildene viser.', 'What the screenshots show.'),
  ),
  /** What we delivered, as short items beside the client facts. */
  services: inEditor(z.array(text(80)).min(1), say('Leveranser', 'Deliverables')),
  /** The delivered website: screenshots on a desktop (1440 x 900) and a phone, and the address the browser frame shows. */
  site: inEditor(
    z.strictObject({
      host: inEditor(
        editorFieldType(
          z.string().regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, { error: 'expected a host name such as nordvikbakeri.no' }),
          {
            patternMessage: say(
              'Et vertsnavn med små bokstaver og punktum, uten https://: nordvikbakeri.no.',
              'A host name in lowercase letters with dots, without https://: nordvikbakeri.no.',
            ),
          },
        ),
        say('Adresse i nettleseren', 'Address in the browser'),
        say('Uten https://, for eksempel nordvikbakeri.no.', 'Without https://, such as nordvikbakeri.no.'),
      ),
      desktop: inEditor(
        image('cases'),
        say('Skjermbilde på PC', 'Desktop screenshot'),
        say('1440 × 900 punkter.', '1440 × 900 points.'),
      ),
      desktopAlt: inEditor(text(400).min(altMinLength), say('Alternativ tekst, PC', 'Alt text, desktop'), altHint),
      phone: inEditor(
        image('cases'),
        say('Skjermbilde på mobil', 'Phone screenshot'),
        say('390 × 844 punkter, gjerne i dobbel oppløsning.', '390 × 844 points, preferably at double resolution.'),
      ),
      phoneAlt: inEditor(text(400).min(altMinLength), say('Alternativ tekst, mobil', 'Alt text, phone'), altHint),
    }),
    say('Nettstedet vi leverte', 'The delivered website'),
  ),
  /** The case told as one step of the projects page: a heading, what we did, and the link to its service. */
  showcase: inEditor(
    z.strictObject({
      title: inEditor(text(120), say('Overskrift', 'Heading')),
      description: inEditor(
        richText(2000, {}, 150),
        say('Hva vi gjorde', 'What we did'),
        say(
          'Utfordringen, hva vi gjorde og hva det ga, minst 150 tegn.',
          'The challenge, what we did and what it brought, at least 150 characters.',
        ),
      ),
      linkText: inEditor(
        text(80),
        say('Lenketekst til tjenesten', 'Link text to the service'),
        say('For eksempel «Les om webdesign».', 'For example "Read about web design".'),
      ),
    }),
    say('På prosjektsiden', 'On the projects page'),
  ),
  /** The case's card in the grids of cases (home, services, projects): its service, title, result and what we did. */
  card: inEditor(
    z.strictObject({
      service: inEditor(
        references(slug, { folder: 'services', display: 'name' }),
        say('Tjeneste', 'Service'),
        say('Tjenesten casen hører til.', 'The service the case belongs to.'),
      ),
      title: inEditor(text(120), say('Tittel', 'Title')),
      result: inEditor(
        text(120),
        say('Resultat', 'Result'),
        say(
          'For eksempel et tall fra «Sett inn fakta», fulgt av «økning i omsetning».',
          'For example a figure from "Insert fact", followed by "revenue increase".',
        ),
      ),
      description: inEditor(prose(1000), say('Hva vi gjorde', 'What we did')),
    }),
    say('Kort i kundecasene', 'Card in the case grids'),
  ),
  /** Three or four results, the headline figure first. */
  figures: inEditor(z.array(figure).min(3).max(4), say('Resultater', 'Results')),
  /** The project: the year delivered, its weeks and the team's roles (content/facts/case-facts.ts reads it as a fact). */
  project: inEditor(caseProject, say('Prosjektet', 'The project')),
  /**
   * The case's results as facts, which its figures and other pages state by name
   * (`{fact:caseStudyFacts.<case>.<name>}`, a headline's `{fact:caseResults.<name>}`).
   */
  results: inEditor(
    z.array(caseResult).min(1),
    say('Tallene (fakta)', 'The figures (facts)'),
    say(
      'Når casen er lagret, står de i «Sett inn fakta» under Kundecase og casens navn.',
      'Once the case is saved, they are in "Insert fact" under Case study and the case\'s name.',
    ),
  ),
})

export type CaseStudyFile = Entry<typeof caseStudySchema>

function checkCase(entry: CaseStudyFile): ContentProblem[] {
  const problems: ContentProblem[] = []
  if (!reviewLogos.some((logo) => logo.id === entry.id)) {
    problems.push({
      path: '',
      message: `expected a file named after a customer of content/customers.yml (${reviewLogos.map((l) => l.id).join(', ')}), got "${entry.id}"`,
    })
  } else if (!colorLogo(entry.id)) {
    problems.push({
      path: '',
      message: `expected the customer ${entry.id} to have a logo in its own colours in content/customers.yml (logo.color), which its case page shows; it has none`,
    })
  }
  const services = entryFiles('services', currentLoadOptions()).map((file) => path.basename(file, path.extname(file)))
  if (!services.includes(entry.nb.card.service)) {
    problems.push({
      path: 'nb.card.service',
      message: `expected a service of content/services/ (${services.join(', ')}), got "${entry.nb.card.service}"`,
    })
  }
  for (const locale of locales) {
    const [quote] = safeTestimonial(locale, entry[locale].testimonial)
    if (!quote) {
      problems.push({
        path: `${locale}.testimonial`,
        message: `expected a testimonial of content/shared/testimonials.ts, got "${entry[locale].testimonial}"`,
      })
    } else if (quote.brandId !== entry.id) {
      problems.push({
        path: `${locale}.testimonial`,
        message: `expected a testimonial of ${entry.id}'s own, got ${quote.brandId ?? 'another client'}'s`,
      })
    }
  }
  return problems
}

function safeTestimonial(locale: (typeof locales)[number], testimonial: string) {
  try {
    return testimonialsById(locale, [testimonial])
  } catch {
    return []
  }
}

export const caseStudiesCollection = defineCollection('cases', {
  schema: caseStudySchema,
  shared: [
    'testimonial',
    'card.service',
    'order',
    'site.host',
    'site.desktop',
    'site.phone',
    'project.year',
    'project.weeks',
    'project.team',
    'results',
  ],
  checkAll: (entries) =>
    locales.flatMap((locale) =>
      entries
        .filter((entry, i) => entries.findIndex((other) => other[locale].slug === entry[locale].slug) !== i)
        .map((entry) => ({
          entry,
          problem: {
            path: `${locale}.slug`,
            message: `expected an address no other case study has, got "${entry[locale].slug}" again`,
          },
        })),
    ),
  slots: ['client'],
  check: checkCase,
  editor: {
    label: say('Kundecaser', 'Case studies'),
    labelSingular: say('Kundecase', 'Case study'),
    description: say(
      'Én fil per kunde. «Kundens navn» og tallene settes inn med «Sett inn fakta».',
      'One file per client. The client\'s name and the figures are inserted with "Insert fact".',
    ),
  },
})
