import { Suspense } from 'react'
import { useData } from 'vike-react/useData'
import { lazySection } from '../../components/sections/lazy-section'
import { ServiceHero } from '../../components/sections/service-hero'
import { JsonLd } from '../../components/ui/json-ld'
import type { Data } from './+data'

// Below the hero every section is prerendered in full; its JavaScript loads when it nears the viewport.
const TrustedBrands = lazySection('kunder', () =>
  import('../../components/sections/trusted-brands').then((m) => m.TrustedBrands),
)
const ServicesGrid = lazySection('tjenester', () =>
  import('../../components/sections/services-grid').then((m) => m.ServicesGrid),
)
const FeatureRows = lazySection('hvorfor', () =>
  import('../../components/sections/features').then((m) => m.FeatureRows),
)
const KeyFeatures = lazySection('fordeler', () =>
  import('../../components/sections/features').then((m) => m.KeyFeatures),
)
const Testimonials = lazySection('omtaler', () =>
  import('../../components/sections/testimonials').then((m) => m.Testimonials),
)
const CustomerCases = lazySection('kundecaser', () =>
  import('../../components/sections/customer-cases').then((m) => m.CustomerCases),
)
const Faq = lazySection('faq', () => import('../../components/sections/faq').then((m) => m.Faq))
const PreCta = lazySection('kontakt-oss', () => import('../../components/sections/pre-cta').then((m) => m.PreCta))

export default function Page() {
  const { copy, cards, featured, testimonials, cases, logos, jsonLd } = useData<Data>()
  return (
    <>
      <ServiceHero hero={copy.hero} />
      <Suspense fallback={null}>
        <TrustedBrands id="kunder" logos={logos} />
      </Suspense>
      <Suspense fallback={null}>
        <ServicesGrid id="tjenester" title={copy.services.title} intro={copy.services.intro} cards={cards} />
      </Suspense>
      <Suspense fallback={null}>
        <FeatureRows
          id="hvorfor"
          title={copy.hvorfor.title}
          intro={copy.hvorfor.intro}
          items={copy.hvorfor.rows}
          tone="muted"
        />
      </Suspense>
      <Suspense fallback={null}>
        <KeyFeatures id="fordeler" title={copy.keyFeatures.title} items={copy.keyFeatures.items} tone="default" />
      </Suspense>
      <Suspense fallback={null}>
        <Testimonials
          id="omtaler"
          title={copy.testimonials.title}
          intro={copy.testimonials.intro}
          featured={featured}
          items={testimonials}
        />
      </Suspense>
      <Suspense fallback={null}>
        <CustomerCases id="kundecaser" title={copy.kundecaser.title} intro={copy.kundecaser.intro} cases={cases} />
      </Suspense>
      <Suspense fallback={null}>
        <Faq id="faq" title={copy.faq.title} items={copy.faq.items} tone="muted" />
      </Suspense>
      <Suspense fallback={null}>
        <PreCta id="kontakt-oss" cta={copy.cta} />
      </Suspense>
      <JsonLd data={jsonLd} />
    </>
  )
}
