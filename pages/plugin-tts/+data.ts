import type { PageContextServer } from 'vike/types'
import { ttsPlugin } from '../../content/facts/facts'
import { ttsJsonLd } from '../../lib/structured-data/tts'
import { ttsPage } from '../../content/pages/tts-page'
import { staticPageData } from '../../renderer/routing'

export const data = (pageContext: PageContextServer) => {
  const base = staticPageData(pageContext)
  const { locale } = pageContext
  return { ...base, copy: ttsPage[locale], rating: ttsPlugin.rating, jsonLd: ttsJsonLd(locale) }
}
export type Data = Awaited<ReturnType<typeof data>>
