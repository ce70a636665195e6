/**
 * Adding a service is adding one file: a copy of the content with one more file in
 * content/services/ gets the service's page in both languages, its sitemap entries with their twins,
 * its card and JSON-LD on the services index, and its contact topic in the contact dialog, with no
 * code changed. A bad file stops the build naming the file and the field.
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import type { PageContextServer } from 'vike/types'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { parse } from 'yaml'
import { imageAlt } from '../../../media-src/alt.ts'
import { claims } from '../../facts/facts.ts'
import { contentRoot } from '../../loader/files.ts'
import { featuredTestimonialId } from '../../shared/testimonials.ts'
import { formatNumber } from '../../site/format.ts'
import type { Locale } from '../../site/locales.ts'
import { settings } from '../../site/settings.ts'

/** A page context as Vike gives the pages' data hooks at prerender time. */
function pageContext(id: string, locale: Locale, routeParams: Record<string, string> = {}) {
  return {
    locale,
    route: { id, locale, params: routeParams },
    routeParams,
    urlOriginal: '/',
    urlPathname: '/',
  } as unknown as PageContextServer
}

/**
 * What the fixture takes from the content as it is today, so that the test holds whatever services,
 * testimonials and cases the marketer has: the YAML files of a folder of the content root, by id.
 */
function dataFiles<Data>(folder: string): { id: string; data: Data }[] {
  const dir = path.join(contentRoot(), folder)
  return readdirSync(dir)
    .filter((name) => name.endsWith('.yml'))
    .sort()
    .map((name) => ({
      id: name.replace(/\.yml$/, ''),
      data: parse(readFileSync(path.join(dir, name), 'utf8')) as Data,
    }))
}
type ServiceBlock = { slug: string; order: number; contactTopic?: { id: string }; testimonials: string[] }
const existingServices = dataFiles<Record<Locale, ServiceBlock>>('services')
/** Another service, whose slug, contact topic and testimonial the new one must not take. */
const other = existingServices.find((service) => service.data.nb.contactTopic !== undefined)!
/** After every service the site lists today. */
const order = Math.max(0, ...existingServices.map((service) => service.data.nb.order)) + 1
/** The first cases of content/cases/, at most three. */
const cases = dataFiles('cases')
  .slice(0, 3)
  .map((each) => each.id)
/** The questions every service's FAQ ends with (content/pages/services/service-template.yml). */
const sharedQuestions = (
  parse(readFileSync(path.join(contentRoot(), 'pages/services/service-template.yml'), 'utf8')) as Record<
    Locale,
    { sharedQuestions: { id: string }[] }
  >
).nb.sharedQuestions.map((question) => question.id)
/** The new service's own testimonial, a file the fixture adds, from the first customer of customers.yml. */
const ownTestimonial = 'kari-innhold'
const customer = (
  parse(readFileSync(path.join(contentRoot(), 'customers.yml'), 'utf8')) as { customers: { id: string }[] }
).customers[0]!.id
const testimonialFile = (['nb', 'en'] as const)
  .map(
    (locale) => `${locale}:
  order: 999
  name: Kari Innhold
  brand: ${customer}
  date: 2025-01-15
  role: ${locale === 'nb' ? 'Daglig leder' : 'Managing Director'}
  quote: ${
    locale === 'nb'
      ? 'Tekstene deres selger. Kundene leser dem til siste linje, og de spør om det vi faktisk leverer når de ringer.'
      : 'Their copy sells. Our customers read it to the last line, and when they call they ask about what we actually deliver.'
  }
`,
  )
  .join('')
/** A string as a regular expression that matches it literally. */
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * A marketer's new service: no price table, a contact topic of its own, and no illustration of its
 * own unless `art` names one (an image of content/media/).
 */
function block(locale: Locale, art?: string) {
  const nb = locale === 'nb'
  const text = (norwegian: string, english: string) => (nb ? norwegian : english)
  const illustration =
    art === undefined
      ? ''
      : `  illustration:
    image: ${art}
    alt: ${text('Illustrasjon av en penn som skriver over fjorden', 'Illustration of a pen writing above the fjord')}
`
  return `${locale}:
  slug: ${text('innholdsproduksjon', 'content-production')}
  name: ${text('Innholdsproduksjon', 'Content production')}
  order: ${order}
${illustration}  serviceType: ${text('Innholdsproduksjon', 'Content production')}
  meta:
    title: ${text('Innholdsproduksjon som selger', 'Content production that sells')}
    description: ${text(
      'Tekster, bilder og film til nettsiden og sosiale medier, laget av folk som kan både salg og søk.',
      'Copy, photos and film for your website and social media, made by people who know both sales and search.',
    )}
  socialImageAlt: ${text('Innholdsproduksjon som selger', 'Content production that sells')}
  contactTopic:
    id: content-plan
    title: ${text('Få en innholdsplan', 'Get a content plan')}
    description: ${text(
      'Fortell oss hvem kundene dine er, så foreslår vi hva vi bør lage først. Vi svarer innen {fact:claims.emailAnswerHours} timer.',
      'Tell us who your customers are and we suggest what to make first. We answer within {fact:claims.emailAnswerHours} hours.',
    )}
  hero:
    eyebrow: ${text('Innhold', 'Content')}
    title: ${text('Innhold som kundene leser til siste linje', 'Content your customers read to the last line')}
    subtitle: ${text('Vi skriver, fotograferer og filmer for nettsiden din.', 'We write, photograph and film for your website.')}
    descriptions:
      - ${text('Alt innhold er skrevet for både lesere og søk.', 'Everything is written for readers and for search alike.')}
    button: ${text('Få en innholdsplan', 'Get a content plan')}
    secondary: '[${text('Se prosjektene våre', 'See our projects')}](route:projects)'
  why:
    title: ${text('Hvorfor velge {brand} til innhold?', 'Why choose {brand} for content?')}
    rows:
      - id: ${text('salg', 'sales')}
        title: ${text('Skrevet for å selge', 'Written to sell')}
        description: ${text('Vi skriver for kjøperne dine, ikke for oss selv.', 'We write for your buyers, not for ourselves.')}
        dropCap: true
  keyFeatures:
    title: ${text('Slik jobber vi', 'How we work')}
    items:
      - id: plan
        icon: check
        title: Plan
        description: ${text('En plan for hva vi lager og når.', 'A plan for what we make and when.')}
  cta:
    title: ${text('Klar for innhold som virker?', 'Ready for content that works?')}
    button: ${text('Få en innholdsplan', 'Get a content plan')}
  testimonials: [${ownTestimonial}]
  blogCategory: seo
  faq:
    title: ${text('Spørsmål om innhold', 'Questions about content')}
    items:
      - id: ${text('hvem-skriver', 'who-writes')}
        question: ${text('Hvem skriver tekstene?', 'Who writes the copy?')}
        expanded: true
        answer: ${text(
          `Våre egne tekstforfattere, som kjenner både søk og salg. Se også [SEO](route:service?slug=${other.data.nb.slug}).`,
          `Our own copywriters, who know search and sales alike. See also [SEO](route:service?slug=${other.data.nb.slug}).`,
        )}
    sharedQuestions: true
  customerCases: [${cases.join(', ')}]
`
}
const newService = `${block('nb')}${block('en')}`
/** The new service with its own illustration, a drawing the marketer added to content/media/services/. */
const artFile = 'media/services/content.svg'
/** A second drawing, for an English illustration that differs from the Norwegian one. */
const otherArtFile = 'media/services/content-other.svg'
const newServiceWithArt = `${block('nb', artFile)}${block('en', artFile)}`
const drawing =
  '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1050" viewBox="0 0 1600 1050"><rect width="1600" height="1050" fill="#0b3d4a"/><circle cx="800" cy="600" r="120" fill="#f4b860"/></svg>\n'

/** The first test imports the pages' modules, which takes seconds on a busy 2-core machine. */
const importing = 60_000

describe('given a copy of the content with one more service file', () => {
  let root: string
  let file: string
  const before = process.env.CONTENT_DIR

  beforeAll(() => {
    // The files the fixture adds are new to the content, so that the copy has exactly one service and
    // one testimonial more than the content, and no file of the content is overwritten.
    for (const added of [
      'services/innholdsproduksjon.yml',
      `testimonials/${ownTestimonial}.yml`,
      artFile,
      otherArtFile,
    ]) {
      if (existsSync(path.join(contentRoot(), added)))
        throw new Error(`the content has ${added}, a file of the test's own`)
    }
    root = path.join(mkdtempSync(path.join(tmpdir(), 'fjordlys-services-')), 'content')
    cpSync(contentRoot(), root, { recursive: true })
    file = path.join(root, 'services', 'innholdsproduksjon.yml')
    writeFileSync(file, newService)
    writeFileSync(path.join(root, artFile), drawing)
    writeFileSync(path.join(root, otherArtFile), drawing)
    writeFileSync(path.join(root, 'testimonials', `${ownTestimonial}.yml`), testimonialFile)
    process.env.CONTENT_DIR = root
    // Modules that read the service files when they load read the copy.
    vi.resetModules()
  })
  afterAll(() => {
    if (before === undefined) delete process.env.CONTENT_DIR
    else process.env.CONTENT_DIR = before
    vi.resetModules()
    rmSync(path.dirname(root), { recursive: true, force: true })
  })

  it(
    'prerenders its page in both languages, after the other services',
    async () => {
      const { onBeforePrerenderStart } = await import('../../../pages/service/+onBeforePrerenderStart.ts')
      const paths = onBeforePrerenderStart()
      // One page per service file of the copy, the new one included, in each language.
      const files = readdirSync(path.join(root, 'services')).filter((name) => name.endsWith('.yml'))
      expect(files).toHaveLength(existingServices.length + 1)
      expect(paths).toHaveLength(2 * files.length)
      expect(paths.slice(-2)).toEqual(['/tjenester/innholdsproduksjon/', '/en/services/content-production/'])
    },
    importing,
  )

  it(
    'gives it a page with its copy, its twin and its JSON-LD',
    async () => {
      const { data } = await import('../../../pages/service/+data.ts')
      const nb = data(pageContext('service', 'nb', { slug: 'innholdsproduksjon' }))
      expect(nb.meta.title).toBe('Innholdsproduksjon som selger')
      expect(nb.twinParams).toEqual({ nb: { slug: 'innholdsproduksjon' }, en: { slug: 'content-production' } })
      expect(nb.copy.why.title).toBe(`Hvorfor velge ${settings.brandName} til innhold?`)
      expect(nb.copy.contactTopic).toBe('content-plan')
      // No illustration of its own: the general one, with its alt text in the page's language.
      expect(nb.copy.illustration).toEqual({ image: 'ill-service', alt: imageAlt['ill-service'].nb })
      // Its FAQ ends with the questions every service shares.
      expect(nb.copy.faq.items.map((item) => item.id)).toEqual(['hvem-skriver', ...sharedQuestions])
      expect(nb.jsonLd[0]).toMatchObject({
        '@type': 'Service',
        name: 'Innholdsproduksjon som selger',
        url: expect.stringMatching(/\/tjenester\/innholdsproduksjon\/$/),
      })
      expect(nb.jsonLd[0]).not.toHaveProperty('offers')
      const en = data(pageContext('service', 'en', { slug: 'content-production' }))
      expect(en.copy.hero.title).toBe('Content your customers read to the last line')
      // A link to another service takes that service's slug in the page's language.
      expect(JSON.stringify(en.copy.faq.items[0]!.answer)).toContain(`"params":{"slug":"${other.data.en.slug}"}`)
    },
    importing,
  )

  it(
    'lists it in the sitemap with its twin, and on the sitemap page by its title',
    async () => {
      const { sitePages } = await import('../../site/pages.ts')
      const { sitemapEntries } = await import('../../../lib/feeds/sitemap.ts')
      const { data: sitemapPageData } = await import('../../../pages/sitemap/+data.ts')
      const entry = sitemapEntries(sitePages()).find((each) => each.path === '/en/services/content-production/')
      expect(entry?.alternates).toEqual({
        nb: '/tjenester/innholdsproduksjon/',
        en: '/en/services/content-production/',
      })
      const page = sitemapPageData(pageContext('sitemap', 'en'))
      expect(page.labels['/en/services/content-production/']).toBe('Content production that sells')
      expect(page.sections.services).toContain('/en/services/content-production/')
    },
    importing,
  )

  it(
    'shows its card on the services index, in the index JSON-LD',
    async () => {
      const { data } = await import('../../../pages/services/+data.ts')
      const index = data(pageContext('services', 'nb'))
      expect(index.cards.at(-1)).toMatchObject({
        id: 'innholdsproduksjon',
        slug: 'innholdsproduksjon',
        title: 'Innhold',
      })
      const list = index.jsonLd.find((node) => node['@type'] === 'ItemList') as { itemListElement: { url: string }[] }
      expect(list.itemListElement.at(-1)!.url).toMatch(/\/tjenester\/innholdsproduksjon\/$/)
    },
    importing,
  )

  it(
    "adds its contact topic to the contact dialog, with the file's title and text",
    async () => {
      const { ContactDialog } = await import('../../../components/widgets/contact/contact-dialog.tsx')
      const { LocaleProvider } = await import('../../../renderer/locale.tsx')
      const html = renderToString(
        createElement(LocaleProvider, {
          locale: 'en',
          children: createElement(ContactDialog, { topic: 'content-plan' }),
        }),
      )
      expect(html).toContain('data-topic="content-plan"')
      expect(html).toMatch(/<span data-contact-topic="content-plan">Get a content plan<\/span>/)
      expect(html).toContain(`We answer within ${formatNumber(claims.emailAnswerHours, 'en')} hours.`)
    },
    importing,
  )

  it(
    'shows its own illustration, once its file names the image it added to the media folder, in its hero and on its card',
    async () => {
      const { findService, servicePage } = await import('./services.ts')
      const { loadServiceDirectory } = await import('./directory.ts')
      const { ServiceHero } = await import('../../../components/sections/services/service-hero.tsx')
      const { LocaleProvider } = await import('../../../renderer/locale.tsx')
      try {
        writeFileSync(file, newServiceWithArt)
        const copy = servicePage(findService('en', 'content-production')!, 'en')
        expect(copy.illustration).toMatchObject({
          image: { width: 1600, height: 1050, viewBox: '0 0 1600 1050' },
          alt: 'Illustration of a pen writing above the fjord',
        })
        const card = loadServiceDirectory().serviceDirectory.find((service) => service.id === 'innholdsproduksjon')!
        expect(card.image).toEqual(copy.illustration.image)
        // The hero draws it, named by its alt text: a drawing stays a drawing, with no file to wait for.
        const html = renderToString(
          createElement(LocaleProvider, {
            locale: 'en',
            children: createElement(ServiceHero, { hero: copy.hero, illustration: copy.illustration }),
          }),
        )
        expect(html).toMatch(
          /<svg [^>]*viewBox="0 0 1600 1050"[^>]*aria-label="Illustration of a pen writing above the fjord"/,
        )
        expect(html).not.toMatch(/<img |rel="preload"/)
      } finally {
        writeFileSync(file, newService)
      }
    },
    importing,
  )

  it(
    'stops at a service file without a required field, or with a wrong one, naming the file and the field',
    async () => {
      const { services } = await import('./services.ts')
      const { maxPageTestimonials } = await import('./schema.ts')
      try {
        writeFileSync(file, newService.replace('    title: Content your customers read to the last line\n', ''))
        expect(() => services()).toThrow(
          `${file}: en.hero.title: expected the English translation of nb.hero.title, got nothing`,
        )
        writeFileSync(
          file,
          newService.replace(/^ {4}title: Innhold som .*\n/m, '').replace(/^ {4}title: Content your .*\n/m, ''),
        )
        expect(() => services()).toThrow(`${file}: nb.hero.title: expected a text, got nothing`)
        writeFileSync(file, newService.replaceAll(`order: ${order}`, 'order: ninth'))
        expect(() => services()).toThrow(/innholdsproduksjon\.yml: nb\.order: expected a number, got "ninth"/)
        writeFileSync(file, newService.replace('blogCategory: seo', 'blogCategory: cooking'))
        expect(() => services()).toThrow(/innholdsproduksjon\.yml: nb\.blogCategory: expected one of/)
        writeFileSync(file, newService.replace('slug: content-production', `slug: ${other.data.en.slug}`))
        expect(() => services()).toThrow(
          new RegExp(
            `innholdsproduksjon\\.yml: en\\.slug: expected a slug of its own, got "${literally(other.data.en.slug)}", which .*${literally(other.id)}\\.yml also uses`,
          ),
        )
        const otherTopic = other.data.nb.contactTopic!.id
        writeFileSync(file, newService.replaceAll('id: content-plan', `id: ${otherTopic}`))
        expect(() => services()).toThrow(
          new RegExp(
            `innholdsproduksjon\\.yml: nb\\.contactTopic\\.id: expected a topic of its own, got "${literally(otherTopic)}", which .*${literally(other.id)}\\.yml already has`,
          ),
        )
        writeFileSync(file, newService.replaceAll('id: content-plan', 'id: quote'))
        expect(() => services()).toThrow(
          /innholdsproduksjon\.yml: nb\.contactTopic\.id: expected a topic of its own, got "quote", which the contact dialog itself/,
        )
        // A quote is one service page's only, and never the home page's featured one.
        const shown = other.data.nb.testimonials[0]!
        writeFileSync(file, newService.replaceAll(`testimonials: [${ownTestimonial}]`, `testimonials: [${shown}]`))
        expect(() => services()).toThrow(
          new RegExp(
            `innholdsproduksjon\\.yml: nb\\.testimonials\\.0: expected a testimonial of the page's own, got "${literally(shown)}", which .*${literally(other.id)}\\.yml also shows`,
          ),
        )
        writeFileSync(
          file,
          newService.replaceAll(`testimonials: [${ownTestimonial}]`, `testimonials: [${featuredTestimonialId}]`),
        )
        expect(() => services()).toThrow(
          new RegExp(
            `innholdsproduksjon\\.yml: nb\\.testimonials\\.0: expected a testimonial of the page's own, got "${literally(featuredTestimonialId)}", the one beside the home page's intro video`,
          ),
        )
        // One more than a page may show (the count alone is refused, whatever the ids).
        const tooMany = Array.from({ length: maxPageTestimonials + 1 }, (_, i) => `${ownTestimonial}-${i}`)
        writeFileSync(
          file,
          newService.replaceAll(`testimonials: [${ownTestimonial}]`, `testimonials: [${tooMany.join(', ')}]`),
        )
        expect(() => services()).toThrow(/innholdsproduksjon\.yml: nb\.testimonials: /)
        // Its illustration: an image of the media folder, the same in both languages, with alt text in each.
        writeFileSync(file, newServiceWithArt.replaceAll(artFile, 'media/services/nothing.svg'))
        expect(() => services()).toThrow(
          /innholdsproduksjon\.yml: nb\.illustration\.image: expected an image at .*media\/services\/nothing\.svg, found no file there/,
        )
        writeFileSync(file, newServiceWithArt.replaceAll(artFile, 'content'))
        expect(() => services()).toThrow(
          /innholdsproduksjon\.yml: nb\.illustration\.image: expected an image of the media folder: media\/<name>\.svg/,
        )
        writeFileSync(
          file,
          newServiceWithArt.replace(/(\nen:[^]*)image: media\/services\/content\.svg/, `$1image: ${otherArtFile}`),
        )
        expect(() => services()).toThrow(
          /innholdsproduksjon\.yml: en\.illustration\.image: expected "media\/services\/content\.svg", the same as nb\.illustration\.image/,
        )
        writeFileSync(file, newServiceWithArt.replace('    alt: Illustration of a pen writing above the fjord\n', ''))
        expect(() => services()).toThrow(
          `${file}: en.illustration.alt: expected the English translation of nb.illustration.alt, got nothing`,
        )
      } finally {
        writeFileSync(file, newService)
      }
      expect(services().at(-1)!.id).toBe('innholdsproduksjon')
    },
    importing,
  )
})
