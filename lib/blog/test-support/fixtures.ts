/** Writes post files into a temporary folder, for loader and selection tests. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import type { Locale } from '../../../content/site/locales'

export type FixturePost = Record<string, string>

const body = (title: string) =>
  [
    `Denne teksten handler om ${title}, og den er skrevet for å teste bloggen.`,
    '',
    '## Første del',
    '',
    Array.from({ length: 40 }, (_, i) => `Setning nummer ${i + 1} gir innlegget nok ord til å lese.`).join(' '),
    '',
    '### Detaljer',
    '',
    '- Et punkt',
    '- Et [annet punkt](/tjenester/)',
  ].join('\n')

export function postFile(front: FixturePost, markdown: string = body(front.title ?? 'testen')): string {
  const yaml = Object.entries(front)
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
    .join('\n')
  return `---\n${yaml}\n---\n\n${markdown}\n`
}

export function fixtureDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'fjordlys-blog-'))
}

export function writePost(dir: string, locale: Locale, front: FixturePost, markdown?: string): string {
  const folder = path.join(dir, locale)
  mkdirSync(folder, { recursive: true })
  const file = path.join(folder, `${front.blogslug}.md`)
  writeFileSync(file, postFile(front, markdown))
  return file
}

/** A valid twin pair: `[nb, en]` front matter. */
export function pair(options: {
  key: string
  nbSlug: string
  enSlug: string
  nbDate: string
  enDate: string
  category: 'seo' | 'ai' | 'ecommerce' | 'other'
}): [FixturePost, FixturePost] {
  const categories = {
    seo: { nb: ['SEO', 'seo'], en: ['SEO', 'seo'] },
    ai: { nb: ['AI', 'ai'], en: ['AI', 'ai'] },
    ecommerce: { nb: ['Nettbutikker', 'nettbutikker'], en: ['E-commerce', 'e-commerce'] },
    other: { nb: ['Annet', 'annet'], en: ['Miscellaneous', 'misc'] },
  } as const
  const c = categories[options.category]
  const common = {
    translationKey: options.key,
    imgSrc_Card: `/media/blog/${options.key}-card.webp`,
    imgSrc_List: `/media/blog/${options.key}.webp`,
  }
  return [
    {
      title: `Norsk tittel ${options.key}`,
      excerpt: 'Et kort sammendrag av innlegget som er langt nok til å bestå valideringen.',
      date: options.nbDate,
      category: c.nb[0],
      categoryslug: c.nb[1],
      blogslug: options.nbSlug,
      ...common,
      imgAlt: 'Illustrasjon til innlegget',
      imgCaption: 'Bildetekst på norsk',
    },
    {
      title: `English title ${options.key}`,
      excerpt: 'A short summary of the post that is long enough to pass the validation.',
      date: options.enDate,
      category: c.en[0],
      categoryslug: c.en[1],
      blogslug: options.enSlug,
      ...common,
      imgAlt: 'Illustration for the post',
      imgCaption: 'Caption in English',
    },
  ]
}

export function writePair(dir: string, posts: [FixturePost, FixturePost]): void {
  writePost(dir, 'nb', posts[0])
  writePost(dir, 'en', posts[1])
}

/** The pair with its own image instead of a drawn cover: `cover` in both twins, no imgSrc_*. */
export function withCover(posts: [FixturePost, FixturePost], cover: string): [FixturePost, FixturePost] {
  const own = ({ imgSrc_Card: _card, imgSrc_List: _list, ...front }: FixturePost) => ({ ...front, cover })
  return [own(posts[0]), own(posts[1])]
}

/** Writes a plain JPEG of the given size at `relative` inside the content folder `root`. */
export async function writePhoto(root: string, relative: string, width: number, height: number): Promise<void> {
  const file = path.join(root, relative)
  mkdirSync(path.dirname(file), { recursive: true })
  await sharp({ create: { width, height, channels: 3, background: '#20606a' } })
    .jpeg()
    .toFile(file)
}
