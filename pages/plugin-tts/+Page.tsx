import { Suspense } from 'react'
import { useData } from 'vike-react/useData'
import { TtsHero } from '../../components/sections/tts-hero'
import { lazySection } from '../../components/sections/lazy-section'
import { JsonLd } from '../../components/ui/json-ld'
import type { Data } from './+data'

// Below the fold: each section's JavaScript loads when the visitor scrolls near it.
const TtsVideo = lazySection('tts-video', () => import('../../components/sections/tts-video').then((m) => m.TtsVideo))
const TtsDemo = lazySection('intro', () => import('../../components/widgets/tts-demo').then((m) => m.TtsDemo))
const KeyFeatures = lazySection('tts-features', () =>
  import('../../components/sections/features').then((m) => m.KeyFeatures),
)
const TtsComparison = lazySection('tts-pro', () =>
  import('../../components/sections/tts-comparison').then((m) => m.default),
)
const TtsDownload = lazySection('tts-download', () =>
  import('../../components/sections/tts-download').then((m) => m.default),
)
const Faq = lazySection('faq', () => import('../../components/sections/faq').then((m) => m.Faq))

export default function Page() {
  const { copy, rating, jsonLd } = useData<Data>()
  return (
    <>
      <TtsHero hero={copy.hero} rating={rating} />
      <Suspense fallback={null}>
        <TtsVideo video={copy.video} />
      </Suspense>
      <Suspense fallback={null}>
        <TtsDemo id="intro" />
      </Suspense>
      <Suspense fallback={null}>
        <KeyFeatures id="tts-features" tone="default" {...copy.features} />
      </Suspense>
      <Suspense fallback={null}>
        <TtsComparison comparison={copy.comparison} />
      </Suspense>
      <Suspense fallback={null}>
        <TtsDownload download={copy.download} />
      </Suspense>
      <Suspense fallback={null}>
        <Faq id="faq" tone="muted" title={copy.faq.title} items={copy.faq.items} />
      </Suspense>
      <JsonLd data={jsonLd} />
    </>
  )
}
