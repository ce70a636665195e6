/**
 * The service pages, put together from their files (content/services/*.yml, schemas in
 * ./schema.ts), the service template and the facts: what the page of one service shows in one
 * language, in the shapes the section components take. Server and build only (it reads files);
 * browser code gets what it needs through ./directory.ts.
 */
import { blogTypes, categoryOfBlogType } from '../../blog/blog-types.ts'
import { loadFacts, type Price } from '../../facts/facts.ts'
import { planSet, type PlanFacts } from '../../facts/plans.ts'
import type { LoadOptions } from '../../loader/files.ts'
import type { Block, RichText } from '../../rich-text.ts'
import { defaultContactTopic, type ContactTopic } from '../../site/contact-topics.ts'
import { formatPrice, formatPriceAmount, formatPriceSuffix } from '../../site/format.ts'
import type { Locale } from '../../site/locales.ts'
import type { RouteParams } from '../../site/routes.ts'
import type { CtaCopy, FaqItem, FeatureBlock, HeroCopy, ImageRef, PricingPlan, SectionIntro } from '../../types.ts'
import { imageAlt } from '../../../media-src/alt.ts'
import { illustrationFor } from '../../../media-src/illustrations.ts'
import { servicesCollection, serviceTemplateFile, type Service, type ServiceTemplate } from './schema.ts'

export type { Service, ServiceTemplate } from './schema.ts'

/** The services in the order the site lists them: by `order`, then by file name. */
export function services(options: LoadOptions = {}): Service[] {
  return servicesCollection
    .all(options)
    .sort((a, b) => (a.nb.order === b.nb.order ? a.id.localeCompare(b.id) : a.nb.order - b.nb.order))
}

/** The copy every service page shares. */
export function serviceTemplate(options: LoadOptions = {}): ServiceTemplate {
  return serviceTemplateFile.get(options)
}

/** The service at a slug of the page's language. */
export function findService(locale: Locale, slug: string, options: LoadOptions = {}): Service | undefined {
  return services(options).find((service) => service[locale].slug === slug)
}

/** A plan as the price table shows it, and the price its JSON-LD offer states. */
export type ServiceOffer = { name: string; price: Price }

/** What one service page shows in one language. */
export type ServicePage = {
  /** The file's name, the service's id. */
  id: string
  slug: string
  twinParams: Record<Locale, RouteParams>
  meta: { title: string; description: string }
  /** schema.org serviceType. */
  serviceType: string
  openGraph: { type: 'website'; imageAlt: string }
  /** The hero's picture: the service's own (its file's `illustration`), or the general service illustration. */
  illustration: ImageRef
  /** What the page's contact buttons ask for. */
  contactTopic: ContactTopic
  hero: HeroCopy
  why: SectionIntro & { rows: FeatureBlock[] }
  keyFeatures: SectionIntro & { items: FeatureBlock[] }
  featureList?: SectionIntro & { items: FeatureBlock[] }
  cta: CtaCopy
  testimonials: SectionIntro & { ids: string[] }
  pricing?: SectionIntro & { plans: PricingPlan[]; offers: ServiceOffer[] }
  /** The blog list the page shows (content/blog/blog-types.ts). */
  blogType: string
  faq: SectionIntro & { items: FaqItem[] }
  customerCases: SectionIntro & { ids: string[] }
}

/** The blog type that shows a category's posts. */
function blogTypeOf(category: string): string {
  const type = blogTypes.find((each) => categoryOfBlogType(each) === category)
  if (!type) throw new Error(`No blog type shows the blog category "${category}"`)
  return type
}

/** A rich text whose first paragraph opens with a drop cap. */
function withDropCap(value: RichText): Block[] {
  const [first, ...rest] = typeof value === 'string' ? [value] : value
  if (typeof first === 'string') return [{ type: 'paragraph', dropCap: true, content: [first] }, ...rest]
  if (first?.type === 'paragraph') return [{ ...first, dropCap: true }, ...rest]
  return typeof value === 'string' ? [value] : value
}

type FeatureEntry = Service['nb']['why']['rows'][number]

function featureBlock({ dropCap, ...row }: FeatureEntry): FeatureBlock {
  return { ...row, description: dropCap ? withDropCap(row.description) : row.description }
}

function section<T extends { title: string; intro?: string | undefined }>({ title, intro }: T): SectionIntro {
  return intro === undefined ? { title } : { title, intro }
}

/** Links to a part of the page itself (`#priser`) as links to the page, so they work wherever they are followed. */
function selfLinks<T>(value: T, slug: string): T {
  if (Array.isArray(value)) return value.map((item: unknown) => selfLinks(item, slug)) as T
  if (typeof value !== 'object' || value === null) return value
  const record = value as Record<string, unknown>
  if (typeof record.href === 'string' && record.href.startsWith('#')) {
    const { href, ...rest } = record
    return { ...rest, to: 'service', params: { slug }, hash: href.slice(1) } as T
  }
  return Object.fromEntries(Object.entries(record).map(([key, item]) => [key, selfLinks(item, slug)])) as T
}

/** A plan's price as its card shows it: "4 990 kr" + "/mnd", "Fra 49 900 kr", "Etter avtale". */
function pricedAt(facts: PlanFacts, setupFee: string, locale: Locale) {
  const { price, setup } = facts
  const suffix = formatPriceSuffix(price, locale)
  return {
    price:
      price.kind === 'amount' && price.from
        ? formatPrice({ ...price, per: undefined }, locale, { capitalize: true })
        : formatPriceAmount(price, locale),
    ...(suffix ? { priceSuffix: suffix } : {}),
    ...(setup ? { priceNote: `+ ${formatPriceAmount(setup, locale)} ${setupFee}` } : {}),
  }
}

function pricingOf(
  service: Service,
  all: readonly Service[],
  template: ServiceTemplate,
  locale: Locale,
  options: LoadOptions,
): ServicePage['pricing'] {
  const pricing = service[locale].pricing
  if (!pricing) return undefined
  // The table of another service (AEO shows the SEO plans): its plans' copy, this page's heading.
  const source =
    pricing.plansOf === undefined ? pricing : all.find((other) => other.id === pricing.plansOf)?.[locale].pricing
  if (!source?.plans) throw new Error(`${service.file}: no plans for the price table`)
  const facts = new Map(planSet(loadFacts(options).plans, pricing.planSet, locale).map((plan) => [plan.id, plan]))
  const plans = source.plans.map((plan): PricingPlan => {
    const figures = facts.get(plan.id)
    if (!figures) throw new Error(`${service.file}: no plan ${plan.id} in ${pricing.planSet}`)
    return {
      id: plan.id,
      plan: plan.name,
      description: plan.description,
      features: [...(plan.features ?? []), ...(source.commonFeatures ?? [])],
      buttonText: plan.button,
      ...(plan.topic === undefined ? {} : { topic: plan.topic }),
      ...pricedAt(figures, template[locale].setupFee, locale),
      highlight: plan.highlight === true,
      isModalLink: true,
    }
  })
  const offers = source.plans.map((plan) => ({ name: plan.name, price: facts.get(plan.id)!.price }))
  return { ...section(pricing), plans, offers }
}

/** The page of a service in a language. */
export function servicePage(service: Service, locale: Locale, options: LoadOptions = {}): ServicePage {
  const own = service[locale]
  const template = serviceTemplate(options)
  const shared = template[locale]
  const pricing = pricingOf(service, services(options), template, locale, options)
  const page: ServicePage = {
    id: service.id,
    slug: own.slug,
    twinParams: { nb: { slug: service.nb.slug }, en: { slug: service.en.slug } },
    meta: own.meta,
    serviceType: own.serviceType,
    openGraph: { type: 'website', imageAlt: own.socialImageAlt },
    illustration: own.illustration ?? {
      image: illustrationFor.service,
      alt: imageAlt[illustrationFor.service][locale],
    },
    contactTopic: own.contactTopic?.id ?? defaultContactTopic,
    hero: own.hero,
    why: { ...section(own.why), rows: own.why.rows.map(featureBlock) },
    keyFeatures: { ...section(own.keyFeatures), items: own.keyFeatures.items.map(featureBlock) },
    ...(own.featureList
      ? { featureList: { ...section(own.featureList), items: own.featureList.items.map(featureBlock) } }
      : {}),
    cta: {
      title: own.cta.title,
      description: own.cta.description ?? shared.cta.description,
      bullets: own.cta.bullets ?? shared.cta.bullets,
      button: own.cta.button,
    },
    testimonials: { ...section(shared.testimonials), ids: own.testimonials },
    ...(pricing ? { pricing } : {}),
    blogType: blogTypeOf(own.blogCategory),
    faq: {
      ...section(own.faq),
      items: [...own.faq.items, ...(own.faq.sharedQuestions ? shared.sharedQuestions : [])],
    },
    customerCases: { ...section(shared.customerCases), ids: own.customerCases },
  }
  return selfLinks(page, own.slug)
}

/** Every service's page in both languages, by id (stories read them as `virtual:content/services`). */
export function servicePages(options: LoadOptions = {}): Record<string, Record<Locale, ServicePage>> {
  return Object.fromEntries(
    services(options).map((service) => [
      service.id,
      { nb: servicePage(service, 'nb', options), en: servicePage(service, 'en', options) },
    ]),
  )
}
