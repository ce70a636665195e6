import { useData } from 'vike-react/useData'
import { ServiceHero } from '../../components/sections/services/service-hero'
import { JsonLd } from '../../components/ui/json-ld'
import type { Data } from './+data'
import { imageAlt } from '../../media-src/alt'
import { illustrationFor } from '../../media-src/illustrations'
import { useLocale } from '../../renderer/locale'
import { ServicesGrid } from '../../components/sections/services/services-grid'
import { TrustedBrands } from '../../components/sections/shared/trusted-brands'
import { ProcessSteps } from '../../components/sections/services/process-steps'
import { Faq } from '../../components/sections/shared/faq'
import { PreCta } from '../../components/sections/shared/pre-cta'

export default function Page() {
  const locale = useLocale()
  const { copy, cards, logos, jsonLd } = useData<Data>()
  return (
    <>
      <ServiceHero
        hero={copy.hero}
        illustration={{ image: illustrationFor.services, alt: imageAlt[illustrationFor.services][locale] }}
      />
      <ServicesGrid id="tjenester" title={copy.services.title} intro={copy.services.intro} cards={cards} />
      <TrustedBrands id="kunder" logos={logos} />
      <ProcessSteps id="prosess" title={copy.process.title} intro={copy.process.intro} steps={copy.process.steps} />
      <Faq id="faq" title={copy.faq.title} items={copy.faq.items} />
      <PreCta id="kontakt-oss" cta={copy.cta} topic="call" />
      <JsonLd data={jsonLd} />
    </>
  )
}
