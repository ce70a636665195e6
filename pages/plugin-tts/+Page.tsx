import { useData } from 'vike-react/useData'
import { TtsHero } from '../../components/sections/plugins/tts-hero'
import { JsonLd } from '../../components/ui/json-ld'
import type { Data } from './+data'
import { TtsVideo } from '../../components/sections/plugins/tts-video'
import { Island } from '../../components/islands/island'
import TtsDemo from '../../components/widgets/tts-demo.island'
import { KeyFeatures } from '../../components/sections/shared/features'
import TtsComparison from '../../components/sections/plugins/tts-comparison'
import TtsDownload from '../../components/sections/plugins/tts-download'
import { Faq } from '../../components/sections/shared/faq'

export default function Page() {
  const { copy, rating, jsonLd } = useData<Data>()
  return (
    <>
      <TtsHero hero={copy.hero} rating={rating} />
      <TtsVideo video={copy.video} />
      <Island component={TtsDemo} props={{ id: 'intro' }} hydrate="visible" />
      <KeyFeatures id="tts-features" tone="default" {...copy.features} />
      <TtsComparison comparison={copy.comparison} />
      <TtsDownload download={copy.download} />
      <Faq id="faq" tone="muted" title={copy.faq.title} items={copy.faq.items} />
      <JsonLd data={jsonLd} />
    </>
  )
}
