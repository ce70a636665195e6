import { blogPageStrings } from '../../../content/strings/blog'
import { useStrings } from '../../../renderer/locale'

/** A visible link to the language's RSS feed (the head links it for feed readers too). */
export function BlogRssLink() {
  const t = useStrings(blogPageStrings)
  return (
    <a
      href={t.rssHref}
      type="application/rss+xml"
      className="inline-flex items-center gap-2 font-semibold text-primary underline-offset-4 hover:underline"
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" fill="currentColor">
        <circle cx="6" cy="18" r="2" />
        <path d="M4 10a10 10 0 0 1 10 10h-2.5A7.5 7.5 0 0 0 4 12.5V10Zm0-6a16 16 0 0 1 16 16h-2.5A13.5 13.5 0 0 0 4 6.5V4Z" />
      </svg>
      {t.rssLink}
    </a>
  )
}
