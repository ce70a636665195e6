import { Suspense } from 'react'
import { useData } from 'vike-react/useData'
import { lazySection } from '../../components/sections/lazy-section'
import { ServiceHero } from '../../components/sections/service-hero'
import { JsonLd } from '../../components/ui/json-ld'
import type { Data } from './+data'

// Everything below the hero is static copy or loads its own widgets: its JavaScript loads when near.
const AboutStory = lazySection('hvem-vi-er', () =>
  import('../../components/sections/about-sections').then((m) => m.AboutStory),
)
const KeyFeatures = lazySection('hva-du-kan-forvente', () =>
  import('../../components/sections/features').then((m) => m.KeyFeatures),
)
const AboutProcess = lazySection('slik-jobber-vi', () =>
  import('../../components/sections/about-sections').then((m) => m.AboutProcess),
)
const Testimonials = lazySection('feedback', () =>
  import('../../components/sections/testimonials').then((m) => m.Testimonials),
)
const AboutOffices = lazySection('kontorer', () =>
  import('../../components/sections/about-sections').then((m) => m.AboutOffices),
)
const PreCta = lazySection('kontakt-oss', () => import('../../components/sections/pre-cta').then((m) => m.PreCta))

export default function Page() {
  const { copy, featured, testimonials, jsonLd } = useData<Data>()
  return (
    <>
      <ServiceHero hero={copy.hero} />
      <Suspense fallback={null}>
        <AboutStory story={copy.story} />
      </Suspense>
      <Suspense fallback={null}>
        <KeyFeatures
          id="hva-du-kan-forvente"
          title={copy.values.title}
          intro={copy.values.intro}
          items={copy.values.items}
        />
      </Suspense>
      <Suspense fallback={null}>
        <AboutProcess process={copy.process} />
      </Suspense>
      <Suspense fallback={null}>
        <Testimonials
          id="feedback"
          title={copy.feedback.title}
          intro={copy.feedback.intro}
          featured={featured}
          items={testimonials}
          readMore={false}
        />
      </Suspense>
      <Suspense fallback={null}>
        <AboutOffices offices={copy.offices} />
      </Suspense>
      <Suspense fallback={null}>
        <PreCta id="kontakt-oss" cta={copy.cta} />
      </Suspense>
      <JsonLd data={jsonLd} />
    </>
  )
}
