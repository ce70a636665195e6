import { useData } from 'vike-react/useData'
import { ServiceHero } from '../../components/sections/services/service-hero'
import { JsonLd } from '../../components/ui/json-ld'
import { imageAlt } from '../../media-src/alt'
import { illustrationFor } from '../../media-src/illustrations'
import { useLocale } from '../../renderer/locale'
import type { Data } from './+data'
import { TrustedBrands } from '../../components/sections/shared/trusted-brands'
import { ServicesGrid } from '../../components/sections/services/services-grid'
import { FeatureRows } from '../../components/sections/shared/features'
import { KeyFigures } from '../../components/sections/services/key-figures'
import { Testimonials } from '../../components/sections/shared/testimonials'
import { CustomerCases } from '../../components/sections/shared/customer-cases'
import { Faq } from '../../components/sections/shared/faq'
import { PreCta } from '../../components/sections/shared/pre-cta'

export default function Page() {
  const locale = useLocale()
  const { copy, cards, featured, testimonials, cases, logos, jsonLd } = useData<Data>()
  return (
    <>
      <ServiceHero
        hero={copy.hero}
        illustration={{ image: illustrationFor.home, alt: imageAlt[illustrationFor.home][locale] }}
      />
      <TrustedBrands id="kunder" logos={logos} />
      <ServicesGrid id="tjenester" title={copy.services.title} intro={copy.services.intro} cards={cards} />
      <FeatureRows
        id="hvorfor"
        title={copy.why.title}
        intro={copy.why.intro}
        items={copy.why.rows}
        illustration={illustrationFor.feature}
        tone="muted"
      />
      <KeyFigures id="fordeler" title={copy.figures.title} items={copy.figures.items} />
      <Testimonials
        id="omtaler"
        title={copy.testimonials.title}
        intro={copy.testimonials.intro}
        featured={featured}
        items={testimonials}
      />
      <CustomerCases id="kundecaser" title={copy.customerCases.title} intro={copy.customerCases.intro} cases={cases} />
      <Faq id="faq" title={copy.faq.title} items={copy.faq.items} tone="muted" />
      <PreCta id="kontakt-oss" cta={copy.cta} />
      <JsonLd data={jsonLd} />
    </>
  )
}
