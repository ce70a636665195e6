/**
 * Checks over the built site's files: valid HTML (html-validate with its accessibility rules, and
 * the W3C Nu HTML checker), one h1 per page,
 * valid JSON-LD, no broken internal links or anchors, images with width/height/alt, every image
 * named served and none an SVG file, no language leak between the locales, and no quote repeated page after page.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { HtmlValidate, FileSystemConfigLoader } from 'html-validate'
import { testimonials } from '../../content/shared/testimonials'
import { locales, type Locale } from '../../content/site/locales'
import { localeFromPath, pathFor } from '../../content/site/routes'
import { settings } from '../../content/site/settings'
import {
  builtOrigin,
  builtPages,
  clientDir,
  decodeEntities,
  linksOf,
  readText,
  withoutScripts as stripScripts,
} from '../../scripts/quality/site-files'

const dir = clientDir()
const pages = builtPages(dir)

const bodyOf = (html: string) => /<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? ''

test.describe('HTML validity', () => {
  /**
   * html-validate (.htmlvalidate.json): the HTML standard's rules and the accessibility rules, on
   * every page. Three of the latter are off because they judge markup they cannot see whole:
   * `unique-landmark` (the desktop menu and the phone menu's dialog are both named "main menu", and
   * only one of them exists for a visitor at any width), `prefer-native-element` (the accordion's
   * and the carousel's own `role="region"`) and `wcag/h71` (the portal's forms wrap their fields in
   * a `<fieldset disabled>` to lock them while they send, under the form's own heading, which a
   * legend would repeat).
   */
  test('every page is valid HTML', async () => {
    const validator = new HtmlValidate(new FileSystemConfigLoader())
    const problems: string[] = []
    for (const { urlPath, file } of pages) {
      const report = await validator.validateFile(file)
      for (const result of report.results)
        for (const message of result.messages) problems.push(`${urlPath}: ${message.ruleId}: ${message.message}`)
    }
    expect(problems).toEqual([])
  })

  test('every page has exactly one h1', () => {
    const counts = pages
      .map(({ urlPath, file }) => ({ urlPath, h1: (stripScripts(readText(file)).match(/<h1[\s>]/g) ?? []).length }))
      .filter(({ h1 }) => h1 !== 1)
    expect(counts).toEqual([])
  })

  /**
   * The W3C Nu HTML checker (vnu.jar from the vnu-jar package, run with the system's Java; .ci/run
   * installs a JRE where there is none) reads every built page in one run: it checks what
   * html-validate does not, such as `srcset` and `sizes` agreeing. Errors fail; its info
   * messages (a void element's trailing slash, which React writes) do not.
   */
  test('every page passes the Nu HTML checker', () => {
    test.setTimeout(180_000)
    const jar = path.resolve('node_modules/vnu-jar/build/dist/vnu.jar')
    // One short run: the JVM's quick compiler alone (TieredStopAtLevel=1) spends less than half the
    // CPU time of its default for the same result, since there is no time for the optimising
    // compiler to pay off. Code from the quick compiler needs a deeper stack for the checker's
    // schema (it stops with a StackOverflowError at the default), hence -Xss.
    const java = ['-Xss8m', '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-jar', jar]
    const run = spawnSync('java', [...java, '--errors-only', '--format', 'json', ...pages.map((p) => p.file)], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    })
    if (run.error)
      throw new Error(`The Nu HTML checker needs Java (apt-get install default-jre-headless): ${run.error.message}`)
    const report = JSON.parse(run.stderr || run.stdout) as {
      messages: { type: string; url?: string; lastLine?: number; message: string }[]
    }
    const urlPath = (url = '') =>
      '/' + path.relative(dir, decodeURIComponent(new URL(url).pathname)).replace(/index\.html$/, '')
    const problems = report.messages
      .filter((m) => m.type === 'error' || m.type === 'non-document-error')
      .map((m) => `${urlPath(m.url)}:${m.lastLine ?? ''}: ${m.message}`)
    expect(problems).toEqual([])
    expect(run.status, run.stderr.slice(0, 500)).toBe(0)
  })
})

type JsonLdNode = Record<string, unknown>
const required: Record<string, string[]> = {
  Organization: ['name', 'url', 'address'],
  WebSite: ['name', 'url'],
  BreadcrumbList: ['itemListElement'],
  FAQPage: ['mainEntity'],
  Service: ['name', 'provider'],
  BlogPosting: ['headline', 'datePublished', 'author', 'image'],
  JobPosting: ['title', 'description', 'datePosted', 'hiringOrganization', 'employmentType'],
  SoftwareApplication: ['name', 'operatingSystem', 'applicationCategory', 'offers'],
  VideoObject: ['name', 'description', 'thumbnailUrl', 'uploadDate'],
}

/**
 * Values that are checked wherever they appear, nested in another node too: an address is only
 * worth printing whole, whether it is the organisation's, an office's or a job's place.
 */
const requiredWherever: Record<string, string[]> = {
  PostalAddress: ['streetAddress', 'postalCode', 'addressLocality', 'addressCountry'],
  Place: ['address'],
}

/** Every node with a `@type` inside `value`, at any depth (`value` itself included). */
function typedNodes(value: unknown): JsonLdNode[] {
  if (Array.isArray(value)) return value.flatMap(typedNodes)
  if (!value || typeof value !== 'object') return []
  const node = value as JsonLdNode
  const inner = Object.values(node).flatMap(typedNodes)
  return node['@type'] === undefined ? inner : [node, ...inner]
}

function jsonLdBlocks(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!))
}

test.describe('structured data', () => {
  test('every JSON-LD block parses and has the fields its type requires', () => {
    const problems: string[] = []
    for (const { urlPath, file } of pages) {
      let blocks: unknown[]
      try {
        blocks = jsonLdBlocks(readText(file))
      } catch (error) {
        problems.push(`${urlPath}: JSON-LD does not parse: ${String(error)}`)
        continue
      }
      const nodes = blocks.flatMap((block) => {
        const b = block as JsonLdNode
        return Array.isArray(b) ? (b as JsonLdNode[]) : Array.isArray(b['@graph']) ? (b['@graph'] as JsonLdNode[]) : [b]
      })
      for (const node of nodes) {
        if (node['@context'] === undefined && !blocks.some((b) => (b as JsonLdNode)['@context'])) {
          problems.push(`${urlPath}: JSON-LD without @context`)
        }
        const type = String(node['@type'])
        for (const field of required[type] ?? []) {
          if (node[field] === undefined || node[field] === '') problems.push(`${urlPath}: ${type} lacks ${field}`)
        }
        for (const inner of typedNodes(node)) {
          const innerType = String(inner['@type'])
          for (const field of requiredWherever[innerType] ?? []) {
            if (inner[field] === undefined || inner[field] === '')
              problems.push(`${urlPath}: ${innerType} in ${type} lacks ${field}`)
          }
        }
      }
    }
    expect(problems).toEqual([])
  })
})

test.describe('links and images', () => {
  const ids = new Map<string, Set<string>>()
  const idsOf = (urlPath: string) => {
    let set = ids.get(urlPath)
    if (!set) {
      const file = path.join(dir, urlPath, 'index.html')
      set = new Set(existsSync(file) ? [...readText(file).matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!) : [])
      ids.set(urlPath, set)
    }
    return set
  }

  test('no internal link or anchor is broken', () => {
    const problems: string[] = []
    for (const { urlPath, file } of pages) {
      for (const { href, url } of linksOf(readText(file), urlPath)) {
        if (/^(https?:|mailto:|tel:)/.test(href)) continue
        const target = url.pathname
        const isPage = target.endsWith('/')
        const exists = isPage
          ? existsSync(path.join(dir, target, 'index.html'))
          : existsSync(path.join(dir, decodeURIComponent(target)))
        if (!exists) {
          problems.push(`${urlPath}: broken link ${href}`)
          continue
        }
        if (url.hash && isPage && !idsOf(target).has(decodeURIComponent(url.hash.slice(1)))) {
          problems.push(`${urlPath}: missing anchor ${href}`)
        }
      }
    }
    expect(problems).toEqual([])
  })

  test('every image has width, height and alt', () => {
    const problems: string[] = []
    for (const { urlPath, file } of pages) {
      for (const match of stripScripts(readText(file)).matchAll(/<img\b[^>]*>/g)) {
        const tag = match[0]
        for (const attr of ['width', 'height', 'alt']) {
          if (!new RegExp(`\\s${attr}="`).test(tag))
            problems.push(`${urlPath}: <img> without ${attr}: ${tag.slice(0, 120)}`)
        }
      }
    }
    expect(problems).toEqual([])
  })

  test('every image a page names is served: pictures, preloads, posters, social and structured data images', () => {
    // What a visitor's browser, a crawler or a link preview asks for: each address must be a file
    // of the build, whatever the image pipeline made or left out.
    const candidates = (srcset: string) => srcset.split(',').map((c) => c.trim().split(/\s+/)[0] ?? '')
    const own = (url: string): string | undefined => {
      // A relative address, or an absolute one on the site's own origin (social and structured data).
      const address = new URL(decodeEntities(url), builtOrigin)
      const ours = address.origin === builtOrigin || address.origin === new URL(settings.siteUrl).origin
      return ours ? decodeURIComponent(address.pathname) : undefined
    }
    const problems: string[] = []
    let named = 0
    for (const { urlPath, file } of pages) {
      const html = readText(file)
      const urls: string[] = []
      for (const [tag] of stripScripts(html).matchAll(/<(?:img|source|video|link)\b[^>]*>/g)) {
        if (tag.startsWith('<link') && !/\sas="image"|\srel="(?:[^"]*\s)?icon/.test(tag)) continue
        for (const [, name, value] of tag.matchAll(
          /\s(src|srcset|srcSet|poster|href|imageSrcSet|imagesrcset)="([^"]*)"/g,
        )) {
          urls.push(...(/srcset$/i.test(name!) ? candidates(value!) : [value!]))
        }
      }
      for (const [, value] of html.matchAll(
        /<meta\s+(?:property|name)="(?:og:image|twitter:image)"\s+content="([^"]+)"/g,
      )) {
        urls.push(value!)
      }
      for (const [, json] of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
        for (const [, value] of json!.matchAll(
          /"(?:image|contentUrl|logo|thumbnailUrl|url)":"([^"]+\.(?:png|jpe?g|webp|avif|svg|gif))"/g,
        )) {
          urls.push(value!)
        }
      }
      for (const url of urls) {
        const pathname = own(url)
        if (!pathname) continue
        named++
        if (!existsSync(path.join(dir, pathname))) problems.push(`${urlPath}: ${url} is not served`)
      }
    }
    expect(named).toBeGreaterThan(pages.length)
    expect(problems).toEqual([])
  })

  test('no page shows an SVG file as an image (each would cost the browser a document of its own)', () => {
    // An SVG shown through <img>, <picture>, an SVG <image> or <use> of another file, or a CSS
    // url() is parsed by the browser as a document of its own on the page's main thread. The
    // pages draw every drawing inline instead, and show only photos as images.
    const isSvg = (url: string) => /^data:image\/svg\+xml|\.svg(?:[?#]|$)/i.test(decodeEntities(url).trim())
    const candidates = (srcset: string) => srcset.split(',').map((c) => c.trim().split(/\s+/)[0] ?? '')
    const problems: string[] = []
    const check = (where: string, url: string) => {
      if (url && isSvg(url)) problems.push(`${where}: ${url}`)
    }
    for (const { urlPath, file } of pages) {
      const html = stripScripts(readText(file))
      for (const [tag] of html.matchAll(/<(?:img|source|input|embed|object|image|use|iframe)\b[^>]*>/g)) {
        for (const [, name, value] of tag.matchAll(/\s(src|srcset|srcSet|data|href|xlink:href)="([^"]*)"/g)) {
          const urls = name!.toLowerCase() === 'srcset' ? candidates(value!) : [value!]
          // A <use> of the page's own drawing (href="#id") is no file.
          for (const url of urls) if (!url.startsWith('#')) check(`${urlPath}: ${tag.slice(0, 80)}`, url)
        }
      }
      // The tab icon too: the browser draws it through the page, after every load.
      for (const [tag] of html.matchAll(/<link\b[^>]*\brel="[^"]*icon[^"]*"[^>]*>/g)) {
        check(`${urlPath}: ${tag.slice(0, 80)}`, /\shref="([^"]*)"/.exec(tag)?.[1] ?? '')
      }
      for (const [, css] of html.matchAll(/\sstyle="([^"]*)"/g)) {
        for (const [, url] of decodeEntities(css!).matchAll(/url\(\s*['"]?([^'")]+)/g)) check(`${urlPath}: style`, url!)
      }
      for (const [, css] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)) {
        for (const [, url] of css!.matchAll(/url\(\s*['"]?([^'")]+)/g)) check(`${urlPath}: <style>`, url!)
      }
    }
    const stylesheets = (folder: string): string[] =>
      readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory()
          ? stylesheets(path.join(folder, entry.name))
          : entry.name.endsWith('.css')
            ? [path.join(folder, entry.name)]
            : [],
      )
    const sheets = stylesheets(path.join(dir, 'assets'))
    expect(sheets.length).toBeGreaterThan(0)
    for (const sheet of sheets) {
      for (const [, url] of readText(sheet).matchAll(/url\(\s*['"]?([^'")]+)/g)) check(path.basename(sheet), url!)
    }
    expect(problems).toEqual([])
  })
})

/** String leaves of a per-locale dictionary, by key path. */
function leaves(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  if (typeof value === 'string') out.set(prefix, value)
  else if (value && typeof value === 'object')
    for (const [key, child] of Object.entries(value))
      for (const [k, v] of leaves(child, `${prefix}.${key}`)) out.set(k, v)
  return out
}

/** Keys that are in the other language on purpose (the switcher names the other language in it). */
const crossLanguageKeys = /\.(otherLanguageName|switchLanguage)$/

test.describe('language', () => {
  test('no page shows interface strings of the other language', async () => {
    const dictionaries: Record<Locale, Map<string, string>>[] = []
    // The interface dictionaries of content/strings/ (those of the sections and of search are not checked).
    const stringsDir = path.resolve('content/strings')
    const interfaceStrings = /^(layout|widgets|consent|portal-account|blog|careers|cases)\.ts$/
    for (const file of readdirSync(stringsDir).filter((name) => interfaceStrings.test(name))) {
      const module = (await import(path.join(stringsDir, file))) as Record<string, unknown>
      for (const exported of Object.values(module)) {
        if (exported && typeof exported === 'object' && 'nb' in exported && 'en' in exported) {
          const dict = exported as Record<Locale, unknown>
          dictionaries.push({ nb: leaves(dict.nb), en: leaves(dict.en) })
        }
      }
    }
    expect(dictionaries.length).toBeGreaterThan(0)
    const foreign: Record<Locale, string[]> = { nb: [], en: [] }
    for (const dict of dictionaries) {
      for (const locale of locales) {
        const other = locale === 'nb' ? 'en' : 'nb'
        for (const [key, text] of dict[other]) {
          const own = dict[locale].get(key)
          if (crossLanguageKeys.test(key) || own === undefined || own === text) continue
          if (text.trim().length < 4 || own.includes(text)) continue
          foreign[locale].push(text)
        }
      }
    }
    const problems: string[] = []
    for (const { urlPath, file } of pages) {
      const locale = localeFromPath(urlPath)
      const text = decodeEntities(
        stripScripts(bodyOf(readText(file)))
          .replace(/<[^>]+>/g, ' ')
          .replace(/\s+/g, ' '),
      )
      for (const phrase of foreign[locale]) {
        const pattern = new RegExp(`(^|[^\\p{L}])${phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([^\\p{L}]|$)`, 'u')
        if (pattern.test(text)) problems.push(`${urlPath} (${locale}) shows "${phrase}"`)
      }
    }
    expect(problems).toEqual([])
  })
})

test.describe('quotes', () => {
  /**
   * A quote is believed once. Every testimonial is on the about page's feedback section, and on one
   * other page at most (the home page, a case study or one service page): a visitor who reads the
   * same customer's words on every service page stops believing them. Counted over what the built
   * pages show, every `<blockquote>` of a language, whatever chose it.
   */
  test('no quote stands on more than two pages of a language, and the about page has every testimonial', () => {
    const pagesOf = new Map<string, string[]>()
    for (const { urlPath, file } of pages) {
      const locale = localeFromPath(urlPath)
      const html = stripScripts(bodyOf(readText(file)))
      const quotes = [...html.matchAll(/<blockquote\b[^>]*>([\s\S]*?)<\/blockquote>/g)].map((match) =>
        decodeEntities(match[1]!.replace(/<[^>]+>/g, ' '))
          .replace(/\s+/g, ' ')
          .trim(),
      )
      for (const quote of new Set(quotes)) {
        const key = `${locale}: ${quote}`
        pagesOf.set(key, [...(pagesOf.get(key) ?? []), urlPath])
      }
    }
    const repeated = [...pagesOf]
      .filter(([, shownOn]) => shownOn.length > 2)
      .map(([quote, shownOn]) => ({ quote, shownOn }))
    expect(repeated).toEqual([])
    for (const locale of locales) {
      for (const testimonial of testimonials[locale]) {
        expect(pagesOf.get(`${locale}: ${testimonial.quote}`), testimonial.id).toContain(pathFor('about', locale))
      }
    }
  })
})
