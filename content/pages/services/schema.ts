/**
 * The service pages as data: one file per service, `content/services/<norwegian-slug>.yml`, both
 * languages side by side, and the copy every service page shares in
 * `content/pages/services/service-template.yml`. Adding a service is adding a file (and its
 * illustration, if it has its own): its page in both languages, its hreflang twins, the sitemap,
 * the prerender list, the services index and the home page's cards, its JSON-LD, the search index
 * and its contact topic follow from the file. Prices are facts (content/facts/prices.yml): a
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
import { serviceArt } from '../../../media-src/illustrations.ts'
import { defineCollection, defineSingleton, type Entry } from '../../loader/collection.ts'
import type { ContentProblem } from '../../loader/errors'
import { inline, link, prose, slug, text } from '../../loader/fields.ts'

/** An id of a row, an item or a question: lowercase letters, digits and hyphens. */
const id = slug
/** A plan's id in its plan set of content/facts/prices.yml (`visibility`, `halfYear`). */
const planId = z.string().regex(/^[a-z][a-zA-Z0-9-]*$/, { error: 'expected a plan id of prices.yml, such as halfYear' })

const icon = z.enum(['check', 'globe', 'star', 'phone', 'mail', 'mapPin', 'play', 'arrowRight', 'externalLink'])

/** A section's heading and the line under it. */
const heading = { title: text(120), intro: text(400).optional() }

/** A row, a card or a checklist item. */
const feature = z.strictObject({
  id,
  title: text(120),
  /** Markdown. */
  description: prose(1500),
  /** Name of an icon of components/ui/icon.tsx. */
  icon: icon.optional(),
  /** A large first letter on the description (shown when the paragraph runs to three lines or more). */
  dropCap: z.boolean().optional(),
  /** A second heading and text beside the first. */
  title2: text(120).optional(),
  description2: prose(1500).optional(),
  /** A link under the text: `[Se kundecasene](route:projects)`. */
  link: link().optional(),
})

const question = z.strictObject({
  id,
  question: text(200),
  /** Markdown. */
  answer: prose(2000),
  /** Open when the page loads (the first one marked is). */
  expanded: z.boolean().optional(),
})

/** One plan of the price table: its copy; its price and figures are the plan's in prices.yml. */
const plan = z.strictObject({
  /** The plan's id in the plan set (`visibility`); the same in both languages. */
  id: planId,
  name: text(60),
  /** Markdown. */
  description: prose(600),
  /** What the plan includes, one line of Markdown each, before the table's common features. */
  features: z.array(inline(200)).optional(),
  button: text(60),
  /** The best seller: marked, and its button stands out. */
  highlight: z.boolean().optional(),
  /** What the button asks for in the contact dialog; the plan itself (the dialog names it) unless given. */
  topic: id.optional(),
})

/** One language's block of a service file. */
export const serviceSchema = z.strictObject({
  /** The address in this language: /tjenester/<slug>/, /en/services/<slug>/. The Norwegian one is the file's name. */
  slug,
  /** The service's short name ("SEO", "Webdesign"), where a page lists services by name. */
  name: text(40),
  /** Where the service stands in the lists of services (services index, home page, sitemap): lower first. */
  order: z.int().min(1).max(999),
  /** The service's illustration (media-src/illustrations.ts); a general one when it has none of its own. */
  illustration: z.enum(Object.keys(serviceArt) as [string, ...string[]]).optional(),
  /** schema.org serviceType of the page's JSON-LD. */
  serviceType: text(120),
  /** Title and description for search results and link previews. */
  meta: z.strictObject({ title: text(90), description: text(220) }),
  /** What the page's social image shows, for those who cannot see it. */
  socialImageAlt: text(160),
  /** What the page's contact buttons ask for: a topic of its own, with the contact dialog's title and text. */
  contactTopic: z.strictObject({ id, title: text(90), description: text(300) }).optional(),
  hero: z.strictObject({
    eyebrow: text(60),
    title: text(120),
    subtitle: text(300),
    descriptions: z.array(text(600)).min(1),
    /** The label of the button that opens the contact dialog. */
    button: text(60),
    /** A second, quieter link: `[Se prisene](#priser)`. */
    secondary: link().optional(),
  }),
  /** "Why us": alternating rows beside the feature illustration. */
  why: z.strictObject({ ...heading, rows: z.array(feature).min(1) }),
  keyFeatures: z.strictObject({ ...heading, items: z.array(feature).min(1) }),
  /** A checklist band, optional. */
  featureList: z.strictObject({ ...heading, items: z.array(feature).min(1) }).optional(),
  /** The closing band: its title and button; its text and bullets are the template's unless given. */
  cta: z.strictObject({
    title: text(120),
    button: text(60),
    description: text(400).optional(),
    bullets: z.array(text(120)).min(1).optional(),
  }),
  /**
   * The page's own testimonials, by id (content/shared/testimonials.ts): one to three, the first
   * beside the intro video. Each is this page's only (besides the about page, which lists them all).
   */
  testimonials: z.array(id).min(1).max(3),
  pricing: z
    .strictObject({
      ...heading,
      /** The plan set of content/facts/prices.yml whose prices the table shows. */
      planSet: planId,
      plans: z.array(plan).min(1).optional(),
      /** Show the plans of another service's table instead (its file name). */
      plansOf: slug.optional(),
      /** Features every plan has, listed after each plan's own. */
      commonFeatures: z.array(inline(200)).min(1).optional(),
    })
    .optional(),
  /** The blog category whose newest posts the page shows. */
  blogCategory: z.enum(blogCategories.map((category) => category.id) as [BlogCategoryId, ...BlogCategoryId[]]),
  faq: z.strictObject({
    ...heading,
    items: z.array(question).min(1),
    /** End with the questions every service shares (the template's). */
    sharedQuestions: z.boolean().optional(),
  }),
  /** Customer cases shown, by id (content/shared/customer-cases.ts). */
  customerCases: z.array(id).min(1),
})

/** One language's block of the service template: the copy every service page shares. */
export const serviceTemplateSchema = z.strictObject({
  cta: z.strictObject({ description: text(400), bullets: z.array(text(120)).min(1) }),
  testimonials: z.strictObject(heading),
  customerCases: z.strictObject(heading),
  /** After a plan's setup fee: "+ 4 990 kr i oppstart". */
  setupFee: text(40),
  /** Questions that service pages end their FAQ with (`sharedQuestions: true`), and the services index. */
  sharedQuestions: z.array(question).min(1),
})

export type Service = Entry<typeof serviceSchema>
export type ServiceTemplate = Entry<typeof serviceTemplateSchema>

/** Fields that do not depend on the language: the same in both blocks. */
const sharedFields = [
  'order',
  'illustration',
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
})

export const serviceTemplateFile = defineSingleton('pages/services/service-template.yml', {
  schema: serviceTemplateSchema,
})
