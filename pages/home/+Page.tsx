import { useData } from 'vike-react/useData'
import { ServiceHero } from '../../components/sections/service-hero'
import { JsonLd } from '../../components/ui/json-ld'
import type { Data } from './+data'
import { TrustedBrands } from '../../components/sections/trusted-brands'
import { ServicesGrid } from '../../components/sections/services-grid'
import { FeatureRows, KeyFeatures } from '../../components/sections/features'
import { Testimonials } from '../../components/sections/testimonials'
import { CustomerCases } from '../../components/sections/customer-cases'
import { Faq } from '../../components/sections/faq'
import { PreCta } from '../../components/sections/pre-cta'

export default function Page() {
  const { copy, cards, featured, testimonials, cases, logos, jsonLd } = useData<Data>()
  return (
    <>
      <ServiceHero hero={copy.hero} />
      <TrustedBrands id="kunder" logos={logos} />
      <ServicesGrid id="tjenester" title={copy.services.title} intro={copy.services.intro} cards={cards} />
      <FeatureRows
        id="hvorfor"
        title={copy.hvorfor.title}
        intro={copy.hvorfor.intro}
        items={copy.hvorfor.rows}
        tone="muted"
      />
      <KeyFeatures id="fordeler" title={copy.keyFeatures.title} items={copy.keyFeatures.items} tone="default" />
      <Testimonials
        id="omtaler"
        title={copy.testimonials.title}
        intro={copy.testimonials.intro}
        featured={featured}
        items={testimonials}
      />
      <CustomerCases id="kundecaser" title={copy.kundecaser.title} intro={copy.kundecaser.intro} cases={cases} />
      <Faq id="faq" title={copy.faq.title} items={copy.faq.items} tone="muted" />
      <PreCta id="kontakt-oss" cta={copy.cta} />
      <JsonLd data={jsonLd} />
    </>
  )
}
