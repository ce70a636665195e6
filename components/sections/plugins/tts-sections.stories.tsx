import type { Story, StoryDefault } from '@ladle/react'
import { ttsPlugin } from '../../../content/facts/facts'
import { ttsPage } from '../../../content/pages/tts-page'
import { useLocale } from '../../../renderer/locale'
import TtsComparison from './tts-comparison'
import TtsDownload from './tts-download'
import { TtsHero } from './tts-hero'

export default { title: 'Sections / Text to speech' } satisfies StoryDefault

function Hero() {
  return (
    <div className="-m-6">
      <TtsHero hero={ttsPage[useLocale()].hero} rating={ttsPlugin.rating} />
    </div>
  )
}

function Comparison() {
  return (
    <div className="-m-6">
      <TtsComparison comparison={ttsPage[useLocale()].comparison} />
    </div>
  )
}

function Download() {
  return (
    <div className="-m-6">
      <TtsDownload download={ttsPage[useLocale()].download} />
    </div>
  )
}

export const HeroNorwegian: Story = () => <Hero />
HeroNorwegian.meta = { locale: 'nb' }
export const HeroEnglish: Story = () => <Hero />
HeroEnglish.meta = { locale: 'en' }
export const FreeOrProNorwegian: Story = () => <Comparison />
FreeOrProNorwegian.meta = { locale: 'nb' }
export const FreeOrProEnglish: Story = () => <Comparison />
FreeOrProEnglish.meta = { locale: 'en' }
export const DownloadNorwegian: Story = () => <Download />
DownloadNorwegian.meta = { locale: 'nb' }
export const DownloadEnglish: Story = () => <Download />
DownloadEnglish.meta = { locale: 'en' }
