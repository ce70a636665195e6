import { Suspense } from 'react'
import { useData } from 'vike-react/useData'
import { lazySection } from '../../components/sections/lazy-section'
import { ServiceHero } from '../../components/sections/service-hero'
import { JsonLd } from '../../components/ui/json-ld'
import type { Data } from './+data'

// Below the hero every section is prerendered in full, and its JavaScript loads when it nears the
// viewport (components/sections/lazy-section.ts), which keeps the page inside the first-load budget.
const TrustedBrands = lazySection('kunder', () =>
  import('../../components/sections/trusted-brands').then((m) => m.TrustedBrands),
)
const FeatureRows = lazySection('hvorfor', () =>
  import('../../components/sections/features').then((m) => m.FeatureRows),
)
const KeyFeatures = lazySection('fordeler', () =>
  import('../../components/sections/features').then((m) => m.KeyFeatures),
)
const FeatureList = lazySection('innhold', () =>
  import('../../components/sections/features').then((m) => m.FeatureList),
)
const Pricing = lazySection('priser', () => import('../../components/sections/pricing').then((m) => m.Pricing))
const Cta = lazySection('tilbud', () => import('../../components/sections/pre-cta').then((m) => m.Cta))
const Testimonials = lazySection('omtaler', () =>
  import('../../components/sections/testimonials').then((m) => m.Testimonials),
)
const CustomerCases = lazySection('kundecaser', () =>
  import('../../components/sections/customer-cases').then((m) => m.CustomerCases),
)
const BlogTeaser = lazySection('blogg', () => import('../../components/sections/blog-teaser').then((m) => m.BlogTeaser))
const Faq = lazySection('faq', () => import('../../components/sections/faq').then((m) => m.Faq))
const PreCta = lazySection('kontakt-oss', () => import('../../components/sections/pre-cta').then((m) => m.PreCta))

/** One page for all eight services: the copy record decides what each one shows. */
export default function Page() {
  const { copy, featured, testimonials, cases, logos, teaser, jsonLd } = useData<Data>()
  return (
    <>
      <ServiceHero hero={copy.hero} />
      <Suspense fallback={null}>
        <TrustedBrands id="kunder" logos={logos} />
      </Suspense>
      <Suspense fallback={null}>
        <FeatureRows id="hvorfor" title={copy.hvorfor.title} intro={copy.hvorfor.intro} items={copy.hvorfor.rows} />
      </Suspense>
      <Suspense fallback={null}>
        <KeyFeatures
          id="fordeler"
          title={copy.keyFeatures.title}
          intro={copy.keyFeatures.intro}
          items={copy.keyFeatures.items}
        />
      </Suspense>
      {copy.featureList ? (
        <Suspense fallback={null}>
          <FeatureList
            id="innhold"
            title={copy.featureList.title}
            intro={copy.featureList.intro}
            items={copy.featureList.items}
          />
        </Suspense>
      ) : null}
      {copy.pricing ? (
        <Suspense fallback={null}>
          <Pricing id="priser" title={copy.pricing.title} intro={copy.pricing.intro} plans={copy.pricing.plans} />
        </Suspense>
      ) : null}
      {copy.cta2 ? (
        <Suspense fallback={null}>
          <Cta id="tilbud" cta={copy.cta2} />
        </Suspense>
      ) : null}
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
        <BlogTeaser id="blogg" {...teaser} />
      </Suspense>
      <Suspense fallback={null}>
        <Faq id="faq" title={copy.faq.title} intro={copy.faq.intro} items={copy.faq.items} />
      </Suspense>
      <Suspense fallback={null}>
        <PreCta id="kontakt-oss" cta={copy.cta} />
      </Suspense>
      <JsonLd data={jsonLd} />
    </>
  )
}
