/**
 * Labels of the voice-agent widget, read at run time from its translation file per locale
 * (`/widgets/voice/no.json`, `/widgets/voice/en.json`), falling back to the other locale's file,
 * then to nothing; missing labels take the Norwegian defaults, so a button never shows an empty
 * label.
 */
import type { Locale } from '../../../content/site/locales'

export type VoiceLabels = {
  startConversation: string
  connecting: string
  endConversation: string
  speaking: string
  listening: string
}

export const defaultVoiceLabels: VoiceLabels = {
  startConversation: 'Start samtale',
  connecting: 'Kobler til …',
  endConversation: 'Avslutt samtale',
  speaking: 'Assistenten snakker',
  listening: 'Assistenten lytter',
}

/** The translation file's name for a locale. */
export const voiceLabelFile: Record<Locale, string> = { nb: 'no', en: 'en' }

type Fetch = (url: string) => Promise<{ ok: boolean; json: () => Promise<unknown> }>

function pickLabels(raw: unknown): Partial<VoiceLabels> {
  if (!raw || typeof raw !== 'object') return {}
  const labels: Partial<VoiceLabels> = {}
  for (const key of Object.keys(defaultVoiceLabels) as (keyof VoiceLabels)[]) {
    const value = (raw as Record<string, unknown>)[key]
    if (typeof value === 'string' && value.trim() !== '') labels[key] = value
  }
  return labels
}

async function readFile(fetcher: Fetch, name: string): Promise<Partial<VoiceLabels>> {
  const response = await fetcher(`/widgets/voice/${name}.json`)
  if (!response.ok) throw new Error(`/widgets/voice/${name}.json answered an error`)
  return pickLabels(await response.json())
}

export async function loadVoiceLabels(locale: Locale, fetcher: Fetch = fetch): Promise<VoiceLabels> {
  const order: Locale[] = locale === 'nb' ? ['nb', 'en'] : ['en', 'nb']
  for (const candidate of order) {
    try {
      return { ...defaultVoiceLabels, ...(await readFile(fetcher, voiceLabelFile[candidate])) }
    } catch (error) {
      console.error(`Voice agent: widget translations for "${voiceLabelFile[candidate]}" failed to load`, error)
    }
  }
  return { ...defaultVoiceLabels }
}
