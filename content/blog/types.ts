/** Blog shapes that pages pass to components. Plain data: no loader code reaches the browser. */
import type { Locale } from '../site/locales.ts'
import type { BlogCategoryId } from './categories.ts'

/**
 * A post's image in WebP and AVIF, each rendered at several widths so a phone fetches a
 * phone-sized file: either a drawn cover (scripts/blog-images.ts: `/media/blog/<name>.webp` and
 * `<name>-<width>.webp` with AVIF siblings of the same names, at `listImageSize` or
 * `cardImageSize`), or the post's own `cover` image (the variants content/loader/images.ts names
 * under /assets/media/, at the source's size). `webp`/`avif` are the rendering at the image's own
 * `width` and `height` (what structured data and `<img src>` name); `srcset` lists every width
 * with its `w` descriptor.
 */
export type BlogImage = {
  webp: string
  avif: string
  width: number
  height: number
  alt: string
  srcset: { avif: string; webp: string }
}

/** A drawn cover's list/hero image is 1280x854 (3:2); its card image for teasers is 640x427. */
export const listImageSize = { width: 1280, height: 854 } as const
export const cardImageSize = { width: 640, height: 427 } as const

/** The widths each image is rendered at, smallest first; the last is the image's own size. */
export const blogImageWidths = {
  list: [480, 800, listImageSize.width],
  card: [320, 480, cardImageSize.width],
} as const

/**
 * The file of `src` (`/media/blog/<name>.webp`, the largest rendering) at `width`: the file itself
 * at its full width, `/media/blog/<name>-<width>.webp` below it. The same for `.avif`.
 */
export function blogImageAt(src: string, width: number, fullWidth: number): string {
  return width === fullWidth ? src : src.replace(/\.(webp|avif)$/, `-${width}.$1`)
}

/** The WebP and AVIF `srcset` of an image whose largest rendering is `webp`. */
export function blogImageSrcset(webp: string, widths: readonly number[]): { avif: string; webp: string } {
  const full = widths[widths.length - 1]!
  const list = (src: string) => widths.map((w) => `${blogImageAt(src, w, full)} ${w}w`).join(', ')
  return { webp: list(webp), avif: list(webp.replace(/\.webp$/, '.avif')) }
}

/** What lists, teasers and latest-articles blocks show of a post. */
export type PostSummary = {
  locale: Locale
  title: string
  excerpt: string
  /** As the post states it: `12. mars 2025` / `March 12, 2025`. */
  date: string
  /** `2025-03-12`. */
  isoDate: string
  category: { id: BlogCategoryId; name: string; slug: string }
  slug: string
  href: string
  readingMinutes: number
  /** `5 min lesetid` / `5 min read`, written at build time so cards need no strings of their own. */
  readingTime: string
  image: BlogImage
  cardImage: BlogImage
}

/** A whole post: the summary plus the body, rendered to HTML at build time. */
export type BlogPost = PostSummary & {
  file: string
  translationKey: string
  caption: string
  html: string
  words: number
  /** Parameters of the post and its twin in each locale. */
  twinParams: Record<Locale, { category: string; slug: string }>
  /** The `##` headings of the body, as plain text. */
  outline: string[]
  /**
   * The spoken summary's audio file (lib/blog/audio.ts), when one says what the post says now: a
   * new or reworded post is served without a player until its summary is made again.
   */
  audioUrl?: string
  /** The post's own image (`media/blog/<name>.jpg` in the content folder), when it has one instead of a drawn cover. */
  cover?: string
}
