import { Suspense } from 'react'
import { useData } from 'vike-react/useData'
import { lazySection } from '../../components/sections/lazy-section'
import { ServiceHero } from '../../components/sections/service-hero'
import { JsonLd } from '../../components/ui/json-ld'
import type { Data } from './+data'

// Below the hero every section is prerendered in full; its JavaScript loads when it nears the viewport.
const ServicesGrid = lazySection('tjenester', () =>
  import('../../components/sections/services-grid').then((m) => m.ServicesGrid),
)
const TrustedBrands = lazySection('kunder', () =>
  import('../../components/sections/trusted-brands').then((m) => m.TrustedBrands),
)
const ProcessSteps = lazySection('prosess', () =>
  import('../../components/sections/process-steps').then((m) => m.ProcessSteps),
)
const Faq = lazySection('faq', () => import('../../components/sections/faq').then((m) => m.Faq))
const PreCta = lazySection('kontakt-oss', () => import('../../components/sections/pre-cta').then((m) => m.PreCta))

export default function Page() {
  const { copy, cards, logos, jsonLd } = useData<Data>()
  return (
    <>
      <ServiceHero hero={copy.hero} />
      <Suspense fallback={null}>
        <ServicesGrid id="tjenester" title={copy.services.title} intro={copy.services.intro} cards={cards} />
      </Suspense>
      <Suspense fallback={null}>
        <TrustedBrands id="kunder" logos={logos} />
      </Suspense>
      <Suspense fallback={null}>
        <ProcessSteps id="prosess" title={copy.process.title} intro={copy.process.intro} steps={copy.process.steps} />
      </Suspense>
      <Suspense fallback={null}>
        <Faq id="faq" title={copy.faq.title} items={copy.faq.items} />
      </Suspense>
      <Suspense fallback={null}>
        <PreCta id="kontakt-oss" cta={copy.cta} />
      </Suspense>
      <JsonLd data={jsonLd} />
    </>
  )
}
