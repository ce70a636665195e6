/**
 * The service pages as data: one file per service, `content/services/<norwegian-slug>.yml`, both
 * languages side by side, and the copy every service page shares in
 * `content/pages/services/service-template.yml`. Adding a service is adding a file (and its
 * illustration in content/media/services/, if it has its own): its page in both languages, its
 * hreflang twins, the sitemap, the prerender list, the services index and the home page's cards,
 * its JSON-LD, the search index and its contact topic follow from the file. Prices are facts (content/facts/prices.yml): a
 * service names the plan set it shows, and its plans' copy says what each plan is.
 *
 * These are the schemas, the collection and the checks; ./services.ts puts a page together.
 */
import { z } from 'zod'
import { blogCategories, type BlogCategoryId } from '../../blog/categories.ts'
import { loadFacts } from '../../facts/facts.ts'
import { casesById } from '../../shared/customer-cases.ts'
import { featuredTestimonialId, testimonialsById } from '../../shared/testimonials.ts'
import { locales } from '../../site/locales.ts'
import { generalContactTopics } from '../../site/contact-topics.ts'
import { defineCollection, defineSingleton, type Entry } from '../../loader/collection.ts'
import type { ContentProblem } from '../../loader/errors.ts'
import { editorFieldType, inEditor, references, type EditorText } from '../../loader/editor.ts'
import { inline, link, prose, slug, text } from '../../loader/fields.ts'
import { image } from '../../loader/images.ts'
import { faqAnswer, faqQuestion } from '../faq-fields.ts'

/** A name or a hint in the editor's two interface languages. */
const say = (nb: string, en: string): EditorText => ({ nb, en })

/** An id of a row, an item or a question: lowercase letters, digits and hyphens. */
/** How many testimonials a service page shows at most (the first beside the intro video). */
export const maxPageTestimonials = 3

export const id = inEditor(
  slug,
  say('Id', 'Id'),
  say(
    'Små bokstaver a-z, tall og bindestreker, ulik de andre i listen.',
    'Lowercase letters a-z, digits and hyphens, unlike the others of the list.',
  ),
)
/** A plan's id in its plan set of content/facts/prices.yml (`visibility`, `halfYear`). */
const planId = editorFieldType(
  z.string().regex(/^[a-z][a-zA-Z0-9-]*$/, { error: 'expected a plan id of prices.yml, such as halfYear' }),
  {
    patternMessage: say(
      'Navnet på en plan eller planserie i Fakta og priser → Priser (halfYear).',
      'The name of a plan or plan set in Facts and prices → Prices (halfYear).',
    ),
  },
)

const icon = inEditor(
  z.enum(['check', 'globe', 'star', 'phone', 'mail', 'mapPin', 'play', 'arrowRight', 'externalLink']),
  say('Ikon', 'Icon'),
)

export const title = inEditor(text(120), say('Overskrift', 'Heading'))
export const intro = inEditor(
  text(400),
  say('Ingress', 'Intro'),
  say('Linjen under overskriften.', 'The line under the heading.'),
)
export const button = inEditor(text(60), say('Knappetekst', 'Button label'))

/** A section's heading and the line under it. */
export const heading = { title, intro: intro.optional() }

/** A row, a card or a checklist item. */
export const feature = z.strictObject({
  id,
  title,
  /** Markdown. */
  description: inEditor(prose(1500), say('Tekst', 'Text')),
  /** Name of an icon of components/ui/icon.tsx. */
  icon: icon.optional(),
  /** A large first letter on the description (shown when the paragraph runs to three lines or more). */
  dropCap: inEditor(
    z.boolean(),
    say('Stor forbokstav', 'Drop cap'),
    say('Vises når teksten er minst tre linjer.', 'Shown when the text runs to three lines or more.'),
  ).optional(),
  /** A second heading and text beside the first. */
  title2: inEditor(text(120), say('Overskrift 2', 'Second heading')).optional(),
  description2: inEditor(prose(1500), say('Tekst 2', 'Second text')).optional(),
  /** A link under the text: `[Se kundecasene](route:projects)`. */
  link: inEditor(
    link(),
    say('Lenke', 'Link'),
    say(
      '[Tekst](route:projects), [Tekst](#priser) eller [Tekst](https://…).',
      '[Text](route:projects), [Text](#priser) or [Text](https://…).',
    ),
  ).optional(),
})

export const question = z.strictObject({
  id,
  question: faqQuestion,
  /** Markdown. */
  answer: faqAnswer,
  /** Open when the page loads (the first one marked is). */
  expanded: inEditor(z.boolean(), say('Åpent når siden lastes', 'Open when the page loads')).optional(),
})

/** One plan of the price table: its copy; its price and figures are the plan's in prices.yml. */
const plan = z.strictObject({
  /** The plan's id in the plan set (`visibility`); the same in both languages. */
  id: inEditor(
    planId,
    say('Planens navn i prislisten', 'Plan name in the prices'),
    say(
      'Som i Fakta og priser → Priser, for eksempel visibility.',
      'As in Facts and prices → Prices, such as visibility.',
    ),
  ),
  name: inEditor(text(60), say('Navn', 'Name')),
  /** Markdown. */
  description: inEditor(prose(600), say('Beskrivelse', 'Description')),
  /** What the plan includes, one line of Markdown each, before the table's common features. */
  features: inEditor(z.array(inline(200)), say('Dette inngår', 'What it includes')).optional(),
  button,
  /** The best seller: marked, and its button stands out. */
  highlight: inEditor(z.boolean(), say('Mest valgt', 'Best seller')).optional(),
  /** What the button asks for in the contact dialog; the plan itself (the dialog names it) unless given. */
  topic: inEditor(
    id,
    say('Kontaktemne', 'Contact topic'),
    say(
      'Det knappen ber om i kontaktskjemaet; planen selv hvis tomt.',
      'What the button asks for in the contact form; the plan itself if empty.',
    ),
  ).optional(),
})

const items = (nb: string, en: string) => inEditor(z.array(feature).min(1), say(nb, en))

/** One language's block of a service file. */
export const serviceSchema = z.strictObject({
  /** The address in this language: /tjenester/<slug>/, /en/services/<slug>/. The Norwegian one is the file's name. */
  slug: inEditor(
    slug,
    say('Adresse', 'Address'),
    say(
      'Siste del av nettadressen, for eksempel webdesign.',
      'The last part of the web address, for example web-design.',
    ),
  ),
  /** The service's short name ("SEO", "Webdesign"), where a page lists services by name. */
  name: inEditor(
    text(40),
    say('Kortnavn', 'Short name'),
    say('Der sider lister tjenestene ved navn.', 'Where pages list the services by name.'),
  ),
  /** Where the service stands in the lists of services (services index, home page, sitemap): lower first. */
  order: inEditor(
    z.int().min(1).max(999),
    say('Rekkefølge', 'Order'),
    say('Lavest først i listene over tjenester.', 'Lowest first in the lists of services.'),
  ),
  /**
   * The picture of the page's hero (and of its card in the lists of services): an image of
   * content/media/, the same in both languages, with its alt text in each. A service without one
   * shows the general service illustration (media-src/illustrations.ts).
   */
  illustration: inEditor(
    z.strictObject({
      image: inEditor(
        image('services'),
        say('Bilde', 'Image'),
        say(
          'Liggende 32:21, som de andre (1600 × 1050 punkter).',
          'Landscape 32:21, like the others (1600 × 1050 points).',
        ),
      ),
      alt: inEditor(
        text(300),
        say('Alternativ tekst', 'Alt text'),
        say('Hva bildet viser, for dem som ikke ser det.', 'What the picture shows, for those who cannot see it.'),
      ),
    }),
    say('Illustrasjon', 'Illustration'),
    say(
      'Bildet øverst på siden; en felles illustrasjon hvis tomt.',
      'The picture at the top of the page; a general one if empty.',
    ),
  ).optional(),
  /** schema.org serviceType of the page's JSON-LD. */
  serviceType: inEditor(text(120), say('Tjenestetype (strukturerte data)', 'Service type (structured data)')),
  /** Title and description for search results and link previews. */
  meta: inEditor(
    z.strictObject({
      title: inEditor(text(90), say('Tittel i søkeresultater', 'Title in search results')),
      description: inEditor(text(220), say('Beskrivelse i søkeresultater', 'Description in search results')),
    }),
    say('Søkeresultater og lenkeforhåndsvisninger', 'Search results and link previews'),
  ),
  /** What the page's social image shows, for those who cannot see it. */
  socialImageAlt: inEditor(text(160), say('Delingsbildets alternative tekst', "The sharing image's alt text")),
  /** What the page's contact buttons ask for: a topic of its own, with the contact dialog's title and text. */
  contactTopic: inEditor(
    z.strictObject({
      id,
      title: inEditor(text(90), say('Tittel i kontaktskjemaet', 'Title in the contact form')),
      description: inEditor(text(300), say('Tekst i kontaktskjemaet', 'Text in the contact form')),
    }),
    say('Eget kontaktemne', 'Own contact topic'),
    say('Det sidens knapper ber om; et tilbud hvis tomt.', "What the page's buttons ask for; a quote if empty."),
  ).optional(),
  hero: inEditor(
    z.strictObject({
      eyebrow: inEditor(text(60), say('Overlinje', 'Eyebrow')),
      title,
      subtitle: inEditor(text(300), say('Undertittel', 'Subtitle')),
      descriptions: inEditor(z.array(text(600)).min(1), say('Avsnitt', 'Paragraphs')),
      /** The label of the button that opens the contact dialog. */
      button,
      /** A second, quieter link: `[Se prisene](#priser)`. */
      secondary: inEditor(
        link(),
        say('Sekundær lenke', 'Secondary link'),
        say('For eksempel [Se prisene](#priser).', 'For example [See prices](#priser).'),
      ).optional(),
    }),
    say('Toppen av siden', 'Top of the page'),
  ),
  /** "Why us": alternating rows beside the feature illustration. */
  why: inEditor(z.strictObject({ ...heading, rows: items('Rader', 'Rows') }), say('Hvorfor oss', 'Why us')),
  keyFeatures: inEditor(
    z.strictObject({ ...heading, items: items('Punkter', 'Items') }),
    say('Hovedpunkter', 'Key features'),
  ),
  /** A checklist band, optional. */
  featureList: inEditor(
    z.strictObject({ ...heading, items: items('Punkter', 'Items') }),
    say('Sjekkliste', 'Checklist'),
  ).optional(),
  /** The closing band: its title and button; its text and bullets are the template's unless given. */
  cta: inEditor(
    z.strictObject({
      title,
      button,
      description: inEditor(
        text(400),
        say('Tekst', 'Text'),
        say('Malens tekst hvis tomt.', "The template's text if empty."),
      ).optional(),
      bullets: inEditor(
        z.array(text(120)).min(1),
        say('Punkter', 'Bullets'),
        say('Malens punkter hvis tomt.', "The template's bullets if empty."),
      ).optional(),
    }),
    say('Avslutning', 'Closing band'),
  ),
  /**
   * The page's own testimonials, by id (content/shared/testimonials.ts): one to three, the first
   * beside the intro video. Each is this page's only (besides the about page, which lists them all).
   */
  testimonials: inEditor(
    references(z.array(id).min(1).max(maxPageTestimonials), { folder: 'testimonials', display: 'name' }),
    say('Kundeomtaler', 'Testimonials'),
    say('Den første står ved videoen.', 'The first stands beside the video.'),
  ),
  pricing: inEditor(
    z.strictObject({
      ...heading,
      /** The plan set of content/facts/prices.yml whose prices the table shows. */
      planSet: inEditor(
        references(planId, { file: 'facts/prices.yml', list: 'plans', value: 'set', display: 'set' }),
        say('Planserie', 'Plan set'),
        say(
          'Planserien i Fakta og priser → Priser som tabellen viser.',
          'The plan set of Facts and prices → Prices that the table shows.',
        ),
      ),
      plans: inEditor(z.array(plan).min(1), say('Planer', 'Plans')).optional(),
      /** Show the plans of another service's table instead (its file name). */
      plansOf: inEditor(
        slug,
        say('Vis planene til tjenesten', 'Show the plans of the service'),
        say(
          'Adressen til en annen tjeneste, i stedet for egne planer.',
          "Another service's address, instead of plans of its own.",
        ),
      ).optional(),
      /** Features every plan has, listed after each plan's own. */
      commonFeatures: inEditor(
        z.array(inline(200)).min(1),
        say('Felles for alle planer', 'Common to every plan'),
      ).optional(),
    }),
    say('Priser', 'Pricing'),
  ).optional(),
  /** The blog category whose newest posts the page shows. */
  blogCategory: inEditor(
    editorFieldType(z.enum(blogCategories.map((category) => category.id) as [BlogCategoryId, ...BlogCategoryId[]]), {
      choices: Object.fromEntries(blogCategories.map((category) => [category.id, category.name])),
    }),
    say('Bloggkategori', 'Blog category'),
    say('Siden viser de nyeste innleggene i den.', 'The page shows its newest posts.'),
  ),
  faq: inEditor(
    z.strictObject({
      ...heading,
      items: inEditor(z.array(question).min(1), say('Spørsmål', 'Questions')),
      /** End with the questions every service shares (the template's). */
      sharedQuestions: inEditor(
        z.boolean(),
        say('Avslutt med de felles spørsmålene', 'End with the shared questions'),
      ).optional(),
    }),
    say('Spørsmål og svar', 'Questions and answers'),
  ),
  /** Customer cases shown, by id (content/shared/customer-cases.ts). */
  customerCases: inEditor(
    references(z.array(id).min(1), { folder: 'cases', display: 'title' }),
    say('Kundecaser', 'Customer cases'),
  ),
})

/** One language's block of the service template: the copy every service page shares. */
export const serviceTemplateSchema = z.strictObject({
  cta: inEditor(
    z.strictObject({
      description: inEditor(text(400), say('Tekst', 'Text')),
      bullets: inEditor(z.array(text(120)).min(1), say('Punkter', 'Bullets')),
    }),
    say('Avslutning', 'Closing band'),
  ),
  testimonials: inEditor(z.strictObject(heading), say('Kundeomtaler', 'Testimonials')),
  customerCases: inEditor(z.strictObject(heading), say('Kundecaser', 'Customer cases')),
  /** After a plan's setup fee: "+ 4 990 kr i oppstart". */
  setupFee: inEditor(
    text(40),
    say('Etter oppstartsprisen', 'After the setup fee'),
    say('For eksempel «i oppstart».', 'For example "setup".'),
  ),
  /** Questions that service pages end their FAQ with (`sharedQuestions: true`), and the services index. */
  sharedQuestions: inEditor(z.array(question).min(1), say('Felles spørsmål', 'Shared questions')),
})

export type Service = Entry<typeof serviceSchema>
export type ServiceTemplate = Entry<typeof serviceTemplateSchema>

/** Fields that do not depend on the language: the same in both blocks. */
const sharedFields = [
  'order',
  'illustration.image',
  'contactTopic.id',
  'testimonials',
  'customerCases',
  'blogCategory',
  'pricing.planSet',
  'pricing.plansOf',
  'faq.sharedQuestions',
] as const

function checkService(service: Service): ContentProblem[] {
  const problems: ContentProblem[] = []
  if (service.nb.slug !== service.id) {
    problems.push({
      path: 'nb.slug',
      message: `expected "${service.id}", the name of the file (a service's file is named after its Norwegian slug), got "${service.nb.slug}"`,
    })
  }
  const plans = loadFacts().plans
  for (const locale of locales) {
    const block = service[locale]
    for (const [i, testimonial] of block.testimonials.entries()) {
      if (!safely(() => testimonialsById(locale, [testimonial]))) {
        problems.push({
          path: `${locale}.testimonials.${i}`,
          message: `expected a testimonial of content/shared/testimonials.ts, got "${testimonial}"`,
        })
      } else if (testimonial === featuredTestimonialId) {
        problems.push({
          path: `${locale}.testimonials.${i}`,
          message: `expected a testimonial of the page's own, got "${testimonial}", the one beside the home page's intro video`,
        })
      } else if (block.testimonials.indexOf(testimonial) !== i) {
        problems.push({
          path: `${locale}.testimonials.${i}`,
          message: `expected each testimonial once, got "${testimonial}" twice`,
        })
      }
    }
    for (const [i, customerCase] of block.customerCases.entries()) {
      if (!safely(() => casesById(locale, [customerCase]))) {
        problems.push({
          path: `${locale}.customerCases.${i}`,
          message: `expected a customer case of content/shared/customer-cases.ts, got "${customerCase}"`,
        })
      }
    }
    const pricing = block.pricing
    if (!pricing) continue
    if (Boolean(pricing.plans) === Boolean(pricing.plansOf)) {
      problems.push({
        path: `${locale}.pricing.plans`,
        message: 'expected the plans (plans:) or the service whose plans the table shows (plansOf:), one of the two',
      })
    }
    const set = plans[pricing.planSet]
    if (!set) {
      problems.push({
        path: `${locale}.pricing.planSet`,
        message: `expected a plan set of content/facts/prices.yml (${Object.keys(plans).join(', ')}), got "${pricing.planSet}"`,
      })
      continue
    }
    for (const [i, each] of (pricing.plans ?? []).entries()) {
      if (!Object.hasOwn(set, each.id)) {
        problems.push({
          path: `${locale}.pricing.plans.${i}.id`,
          message: `expected a plan of ${pricing.planSet} in content/facts/prices.yml (${Object.keys(set).join(', ')}), got "${each.id}"`,
        })
      }
      if (!each.features && !pricing.commonFeatures) {
        problems.push({
          path: `${locale}.pricing.plans.${i}.features`,
          message: 'expected the features of the plan, or features every plan has (pricing.commonFeatures)',
        })
      }
    }
    if (pricing.plans && pricing.plans.length !== Object.keys(set).length) {
      problems.push({
        path: `${locale}.pricing.plans`,
        message: `expected one plan for each of ${pricing.planSet} in content/facts/prices.yml (${Object.keys(set).join(', ')}), got ${pricing.plans.length}`,
      })
    }
  }
  return problems
}

/** Whether a lookup succeeds (the shared modules' lookups throw on an unknown id). */
function safely(lookup: () => unknown): boolean {
  try {
    lookup()
    return true
  } catch {
    return false
  }
}

/**
 * Across the services: every address, every contact topic and every testimonial is one service's
 * only, and what a file refers to in another exists (the service whose plans it shows, the topic a
 * plan asks for). A quote on every service page would be read again and again by a visitor who
 * compares services, and believed less each time.
 */
function checkServices(all: readonly Service[]): { entry: Service; problem: ContentProblem }[] {
  const found: { entry: Service; problem: ContentProblem }[] = []
  const topics = new Map<string, Service[]>()
  for (const service of all) {
    const topic = service.nb.contactTopic?.id
    if (topic !== undefined) topics.set(topic, [...(topics.get(topic) ?? []), service])
  }
  for (const [topic, owners] of topics) {
    const general = (generalContactTopics as readonly string[]).includes(topic)
    if (!general && owners.length === 1) continue
    for (const service of owners) {
      const others = owners.filter((other) => other !== service).map((other) => other.file)
      found.push({
        entry: service,
        problem: {
          path: 'nb.contactTopic.id',
          message: `expected a topic of its own, got "${topic}", which ${
            general ? 'the contact dialog itself (content/site/contact-topics.ts)' : others.join(' and ')
          } already has`,
        },
      })
    }
  }
  for (const service of all) {
    for (const [i, testimonial] of service.nb.testimonials.entries()) {
      const others = all.filter((other) => other !== service && other.nb.testimonials.includes(testimonial))
      if (others.length > 0) {
        found.push({
          entry: service,
          problem: {
            path: `nb.testimonials.${i}`,
            message: `expected a testimonial of the page's own, got "${testimonial}", which ${others.map((o) => o.file).join(' and ')} also shows`,
          },
        })
      }
    }
  }
  const known = new Set<string>([...generalContactTopics, ...topics.keys()])
  for (const service of all) {
    for (const locale of locales) {
      const others = all.filter((other) => other !== service && other[locale].slug === service[locale].slug)
      if (others.length > 0) {
        found.push({
          entry: service,
          problem: {
            path: `${locale}.slug`,
            message: `expected a slug of its own, got "${service[locale].slug}", which ${others.map((o) => o.file).join(' and ')} also uses`,
          },
        })
      }
      const pricing = service[locale].pricing
      if (pricing?.plansOf !== undefined) {
        const source = all.find((other) => other.id === pricing.plansOf)
        if (!source?.nb.pricing?.plans) {
          found.push({
            entry: service,
            problem: {
              path: `${locale}.pricing.plansOf`,
              message: `expected a service of content/services/ with plans of its own, got "${pricing.plansOf}"`,
            },
          })
        } else if (source.nb.pricing.planSet !== pricing.planSet) {
          found.push({
            entry: service,
            problem: {
              path: `${locale}.pricing.planSet`,
              message: `expected "${source.nb.pricing.planSet}", the plan set of ${source.file}, whose plans the table shows, got "${pricing.planSet}"`,
            },
          })
        }
      }
      for (const [i, each] of (pricing?.plans ?? []).entries()) {
        if (each.topic !== undefined && !known.has(each.topic)) {
          found.push({
            entry: service,
            problem: {
              path: `${locale}.pricing.plans.${i}.topic`,
              message: `expected a contact topic (${[...known].join(', ')}), got "${each.topic}"`,
            },
          })
        }
      }
    }
  }
  return found
}

export const servicesCollection = defineCollection('services', {
  schema: serviceSchema,
  shared: sharedFields,
  check: checkService,
  checkAll: checkServices,
  editor: {
    label: say('Tjenester', 'Services'),
    labelSingular: say('Tjeneste', 'Service'),
    description: say(
      'Én fil per tjeneste. Prisene står i Fakta og priser → Priser; her står hva hver plan inneholder.',
      'One file per service. The prices are in Facts and prices → Prices; here is what each plan includes.',
    ),
  },
})

export const serviceTemplateFile = defineSingleton('pages/services/service-template.yml', {
  schema: serviceTemplateSchema,
  editor: {
    label: say('Tjenestemal', 'Service template'),
    description: say(
      'Teksten alle tjenestesidene deler: avslutningen, overskriftene og de felles spørsmålene.',
      'The copy every service page shares: the closing band, the headings and the shared questions.',
    ),
    group: { name: 'templates', label: say('Maler', 'Templates') },
  },
})
