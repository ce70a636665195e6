/**
 * The text-to-speech plugin demo, an island that hydrates when it nears the viewport: the
 * plugin's per-language widget config (voices, sample texts, audio files, in
 * /widgets/tts/{no,en}.json) is fetched then, and the chosen voice plays in the site's audio player.
 */
import { useEffect, useState } from 'react'
import type { Locale } from '../../content/site/locales'
import { isLocale } from '../../content/site/locales'
import { useLocale, useStrings } from '../../renderer/locale'
import { Section } from '../ui/section'
import AudioPlayer from './audio-player/audio-player.island'
import { widgetUi } from '../../content/strings/widgets'

export type TtsVoice = { id: string; name: string; lang: Locale; sampleText: string; audioUrl: string }
export type TtsWidgetConfig = { voices: TtsVoice[] }

export const ttsConfigFile: Record<Locale, string> = { nb: 'no', en: 'en' }

/** Reads and checks a widget config; throws on anything that is not a usable config. */
export function parseTtsConfig(raw: unknown): TtsWidgetConfig {
  const voices = (raw as { voices?: unknown })?.voices
  if (!Array.isArray(voices) || voices.length === 0) throw new Error('TTS widget config has no voices')
  return {
    voices: voices.map((voice: Record<string, unknown>) => {
      const { id, name, lang, sampleText, audioUrl } = voice
      if (typeof id !== 'string' || typeof name !== 'string' || typeof sampleText !== 'string')
        throw new Error('TTS widget config has a malformed voice')
      if (typeof audioUrl !== 'string' || !isLocale(lang)) throw new Error('TTS widget config has a malformed voice')
      return { id, name, lang, sampleText, audioUrl }
    }),
  }
}

type Load =
  { status: 'waiting' } | { status: 'loading' } | { status: 'ready'; config: TtsWidgetConfig } | { status: 'failed' }

/** The demo section, on the text-to-speech page (optional `id` for an anchor). */
export default function TtsDemo({ id = 'tts-demo' }: { id?: string }) {
  const t = useStrings(widgetUi)
  const locale = useLocale()
  const [load, setLoad] = useState<Load>({ status: 'waiting' })
  const [voiceId, setVoiceId] = useState<string | null>(null)

  useEffect(() => {
    let current = true
    fetch(`/widgets/tts/${ttsConfigFile[locale]}.json`)
      .then((response) => {
        if (!response.ok) throw new Error(`TTS widget config answered ${response.status}`)
        return response.json()
      })
      .then((raw: unknown) => {
        if (current) setLoad({ status: 'ready', config: parseTtsConfig(raw) })
      })
      .catch((error: unknown) => {
        console.error('TTS demo: widget config failed to load', error)
        if (current) setLoad({ status: 'failed' })
      })
    return () => {
      current = false
    }
  }, [locale])

  const voices = load.status === 'ready' ? load.config.voices : []
  const voice = voices.find((candidate) => candidate.id === voiceId) ?? voices[0]

  return (
    <Section id={id} tone="muted" aria-labelledby={`${id}-heading`} data-slot="tts-demo">
      <div className="mx-auto max-w-3xl space-y-5">
        <h2 id={`${id}-heading`} className="text-h2">
          {t.tts.heading}
        </h2>
        <p className="text-lead text-fg-muted">{t.tts.intro}</p>
        {load.status === 'failed' ? (
          <p role="alert" className="text-danger">
            {t.tts.loadError}
          </p>
        ) : !voice ? (
          <p role="status" className="text-fg-muted">
            {t.tts.loading}
          </p>
        ) : (
          <div className="space-y-4">
            <fieldset>
              <legend className="font-medium">{t.tts.voice}</legend>
              <div className="mt-2 flex flex-wrap gap-2">
                {voices.map((candidate) => (
                  <label
                    key={candidate.id}
                    className="inline-flex cursor-pointer items-center gap-2 rounded-pill border border-border bg-bg px-4 py-2 has-checked:border-primary has-checked:text-primary"
                  >
                    <input
                      type="radio"
                      name={`${id}-voice`}
                      value={candidate.id}
                      checked={candidate.id === voice.id}
                      onChange={() => setVoiceId(candidate.id)}
                      className="accent-primary"
                    />
                    {candidate.name}
                  </label>
                ))}
              </div>
            </fieldset>
            <AudioPlayer audioUrl={voice.audioUrl} lang={voice.lang} title={voice.name} />
            <figure className="rounded-card border border-border bg-bg p-4">
              <figcaption className="text-sm font-semibold text-fg-muted">{t.tts.sample}</figcaption>
              <blockquote lang={voice.lang} className="mt-2 text-fg">
                {voice.sampleText}
              </blockquote>
            </figure>
          </div>
        )}
      </div>
    </Section>
  )
}
