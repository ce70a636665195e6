/**
 * Loads the blog at build time (server only: +data.ts, +onBeforePrerenderStart, scripts):
 * `content/blog/posts/{nb,en}/<blogslug>.md`, markdown with front matter. Every file is
 * validated; any bad field fails the build with the file name. Twins are paired by
 * `translationKey`; a post whose twin is not written yet is left out with a warning.
 *
 * A post's images are its own `cover` image (content/loader/images.ts: an image of the content's
 * media folder, whose variants the build makes) when it has one, else its cover drawn in
 * scripts/blog-covers.ts, rendered by scripts/blog-images.ts to the files imgSrc_List and
 * imgSrc_Card name.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs'
import path from 'node:path'
import matter from 'gray-matter'
import { locales, type Locale } from '../../content/site/locales'
import { pathFor } from '../../content/site/routes'
import { blogAudio } from '../../media-src/blog-audio'
import { blogAudioText, blogAudioUrl, sectionHeadings } from './audio'
import { blogCategories, type BlogCategoryId } from '../../content/blog/categories'
import { isoDate, parseBlogDate, sortByBlogDate } from './dates'
import { FrontMatterError, minPostWords, validateFrontMatter, type FrontMatter } from './front-matter'
import { countWords, markdownToHtml, readingMinutes } from './markdown'
import { blogUi } from '../../content/strings/blog'
import { contentRoot, withLoadOptions, type LoadOptions } from '../../content/loader/files'
import type { RasterAsset } from '../../media-src/types'
import {
  blogImageSrcset,
  blogImageWidths,
  cardImageSize,
  listImageSize,
  type BlogImage,
  type BlogPost,
  type PostSummary,
} from '../../content/blog/types'

/** The posts of the content root (CONTENT_DIR, else `content`): `<root>/blog/posts/{nb,en}/`. */
export const defaultPostsDir = path.join(contentRoot(), 'blog/posts')

export type Blog = {
  /** Posts of each locale, newest first. */
  posts: Record<Locale, BlogPost[]>
  /** Files left out because their twin is missing. */
  unpaired: string[]
}

/** A post file, validated; `cover` is the path its `cover` field names (`media/blog/x.jpg`), if any. */
type Parsed = { file: string; locale: Locale; front: FrontMatter; body: string; cover?: string }

/** A drawn cover's image: the file of `src` and its renderings at `widths` (scripts/blog-images.ts). */
function drawnImage(
  src: string,
  size: { width: number; height: number },
  widths: readonly number[],
  alt: string,
): BlogImage {
  return {
    webp: src,
    avif: src.replace(/\.webp$/, '.avif'),
    width: size.width,
    height: size.height,
    alt,
    srcset: blogImageSrcset(src, widths),
  }
}

/**
 * A post's own cover image: its renderings at the widths the content image pipeline makes, the
 * files named (`webp`, `avif`) those at its own width, the size its own.
 */
function ownImage(asset: RasterAsset, alt: string): BlogImage {
  const atOwnWidth = (format: 'avif' | 'webp') =>
    asset.variants[format].find((variant) => variant.width === asset.width)!.src
  const srcset = (format: 'avif' | 'webp') =>
    asset.variants[format].map((variant) => `${variant.src} ${variant.width}w`).join(', ')
  return {
    webp: atOwnWidth('webp'),
    avif: atOwnWidth('avif'),
    width: asset.width,
    height: asset.height,
    alt,
    srcset: { avif: srcset('avif'), webp: srcset('webp') },
  }
}

function readLocale(dir: string, locale: Locale): Parsed[] {
  const folder = path.join(dir, locale)
  if (!existsSync(folder)) return []
  return readdirSync(folder)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => {
      const file = path.relative(process.cwd(), path.join(folder, name))
      let parsed: matter.GrayMatterFile<string>
      try {
        parsed = matter(readFileSync(path.join(folder, name), 'utf8'))
      } catch (error) {
        throw new FrontMatterError(file, [`cannot be read as YAML: ${(error as Error).message}`])
      }
      const front = validateFrontMatter(file, locale, name.replace(/\.md$/, ''), parsed.data)
      // Validated: a path of the media folder whose file is an image.
      const cover = front.cover ? (parsed.data as { cover: string }).cover : undefined
      if (/^#\s/m.test(parsed.content.replace(/```[\s\S]*?```/g, ''))) {
        throw new FrontMatterError(file, ['body: must not contain a level-1 heading (the title is the h1); use ##'])
      }
      const words = countWords(parsed.content)
      if (words === 0) throw new FrontMatterError(file, ['body: is empty'])
      // At least `minPostWords`, in sections each under a `## heading` (its page lists them, its
      // spoken summary reads them out).
      const body: string[] = []
      if (words < minPostWords) body.push(`body: expected at least ${minPostWords} words, got ${words}`)
      if (!/^##\s/m.test(parsed.content.replace(/```[\s\S]*?```/g, ''))) {
        body.push('body: expected at least one section heading written ## Heading, got none')
      }
      if (body.length > 0) throw new FrontMatterError(file, body)
      return { file, locale, front, body: parsed.content, ...(cover ? { cover } : {}) }
    })
}

function categoryIdOf(locale: Locale, slug: string): BlogCategoryId {
  const category = blogCategories.find((c) => c.slug[locale] === slug)
  if (!category) throw new Error(`Unknown category slug ${slug}`)
  return category.id
}

/**
 * Reads, validates and pairs every post under `dir`. Throws one error listing every bad file.
 * A `cover` names an image of the content root of `options` (CONTENT_DIR, else `content`).
 */
export function readBlog(dir: string = defaultPostsDir, options: LoadOptions = {}): Blog {
  const problems: string[] = []
  const parsed: Record<Locale, Parsed[]> = { nb: [], en: [] }
  for (const locale of locales) {
    try {
      parsed[locale] = withLoadOptions(options, () => readLocale(dir, locale))
    } catch (error) {
      if (error instanceof FrontMatterError) problems.push(error.message)
      else throw error
    }
  }
  if (problems.length > 0) throw new Error(`Blog content is invalid:\n${problems.join('\n')}`)

  const byKey = (locale: Locale) => {
    const map = new Map<string, Parsed>()
    for (const post of parsed[locale]) {
      const other = map.get(post.front.translationKey)
      if (other)
        problems.push(`${post.file}: translationKey "${post.front.translationKey}" is also used by ${other.file}`)
      map.set(post.front.translationKey, post)
    }
    return map
  }
  const keys: Record<Locale, Map<string, Parsed>> = { nb: byKey('nb'), en: byKey('en') }
  const unpaired: string[] = []
  const posts: Record<Locale, BlogPost[]> = { nb: [], en: [] }

  for (const nbPost of parsed.nb) {
    const enPost = keys.en.get(nbPost.front.translationKey)
    if (!enPost) {
      unpaired.push(nbPost.file)
      continue
    }
    const pair: Record<Locale, Parsed> = { nb: nbPost, en: enPost }
    if (categoryIdOf('nb', nbPost.front.categoryslug) !== categoryIdOf('en', enPost.front.categoryslug)) {
      problems.push(`${enPost.file}: categoryslug "${enPost.front.categoryslug}" is not the twin of ${nbPost.file}'s`)
      continue
    }
    // One picture for both languages: the image has no words, and the twins share its files.
    if (nbPost.cover !== enPost.cover) {
      const said = (cover: string | undefined) => (cover ? `"${cover}"` : 'none')
      problems.push(
        `${enPost.file}: cover: ${said(enPost.cover)} differs from its twin ${nbPost.file}'s (${said(nbPost.cover)}); the twins share one image`,
      )
      continue
    }
    const nbDate = isoDate(parseBlogDate('nb', nbPost.front.date))
    const enDate = isoDate(parseBlogDate('en', enPost.front.date))
    if (nbDate !== enDate) {
      problems.push(`${enPost.file}: date ${enDate} differs from its twin ${nbPost.file} (${nbDate})`)
      continue
    }
    const twinParams = {
      nb: { category: nbPost.front.categoryslug, slug: nbPost.front.blogslug },
      en: { category: enPost.front.categoryslug, slug: enPost.front.blogslug },
    }
    for (const locale of locales) posts[locale].push(toPost(pair[locale], twinParams))
  }
  for (const enPost of parsed.en) if (!keys.nb.has(enPost.front.translationKey)) unpaired.push(enPost.file)
  if (problems.length > 0) throw new Error(`Blog content is invalid:\n${problems.join('\n')}`)

  for (const file of unpaired) console.warn(`blog: ${file} has no twin in the other language yet; left out`)
  return {
    posts: { nb: sortByBlogDate('nb', posts.nb, (p) => p.date), en: sortByBlogDate('en', posts.en, (p) => p.date) },
    unpaired,
  }
}

/** The list/hero and card images: both made from the post's own image, or its drawn cover's two files. */
function images(front: FrontMatter): Pick<BlogPost, 'image' | 'cardImage'> {
  if (front.cover) return { image: ownImage(front.cover, front.imgAlt), cardImage: ownImage(front.cover, front.imgAlt) }
  // The schema requires both files when there is no cover.
  return {
    image: drawnImage(front.imgSrc_List!, listImageSize, blogImageWidths.list, front.imgAlt),
    cardImage: drawnImage(front.imgSrc_Card!, cardImageSize, blogImageWidths.card, front.imgAlt),
  }
}

/**
 * The post's spoken summary, if one was made from the text the post has now (media-src/blog-audio.ts
 * records what each file says). A post written or reworded since has none until
 * scripts/media/blog-audio.ts is run again, and its page shows no player meanwhile, rather than
 * one that plays nothing or reads out the old wording.
 */
function spokenSummary(locale: Locale, front: Parsed['front'], body: string): Pick<BlogPost, 'audioUrl'> {
  const audioUrl = blogAudioUrl(locale, front.blogslug)
  const made = blogAudio[audioUrl]
  const says = blogAudioText({ locale, title: front.title, excerpt: front.excerpt, outline: sectionHeadings(body) })
  return made?.text === says ? { audioUrl } : {}
}

function toPost({ file, locale, front, body, cover }: Parsed, twinParams: BlogPost['twinParams']): BlogPost {
  const categoryId = categoryIdOf(locale, front.categoryslug)
  const category = blogCategories.find((c) => c.id === categoryId)!
  const words = countWords(body)
  return {
    locale,
    file,
    title: front.title,
    excerpt: front.excerpt,
    date: front.date,
    isoDate: isoDate(parseBlogDate(locale, front.date)),
    category: { id: categoryId, name: category.name[locale], slug: category.slug[locale] },
    slug: front.blogslug,
    href: pathFor('blogPost', locale, twinParams[locale]),
    readingMinutes: readingMinutes(words),
    readingTime: blogUi[locale].readingTime(readingMinutes(words)),
    ...images(front),
    translationKey: front.translationKey,
    caption: front.imgCaption,
    html: markdownToHtml(body),
    words,
    twinParams,
    outline: sectionHeadings(body),
    ...spokenSummary(locale, front, body),
    ...(cover ? { cover } : {}),
  }
}

const cache = new Map<string, Blog>()

/** The blog, read once per process. */
export function loadBlog(dir: string = defaultPostsDir): Blog {
  let blog = cache.get(dir)
  if (!blog) {
    blog = readBlog(dir)
    cache.set(dir, blog)
  }
  return blog
}

export function postsOf(locale: Locale, dir?: string): BlogPost[] {
  return loadBlog(dir).posts[locale]
}

/** The summary of a post: what lists show, without the body. */
export function summary(post: BlogPost): PostSummary {
  return {
    locale: post.locale,
    title: post.title,
    excerpt: post.excerpt,
    date: post.date,
    isoDate: post.isoDate,
    category: post.category,
    slug: post.slug,
    href: post.href,
    readingMinutes: post.readingMinutes,
    readingTime: post.readingTime,
    image: post.image,
    cardImage: post.cardImage,
  }
}

export function findPost(locale: Locale, categorySlug: string, slug: string, dir?: string): BlogPost | undefined {
  return postsOf(locale, dir).find((post) => post.category.slug === categorySlug && post.slug === slug)
}
