import { useData } from 'vike-react/useData'
import { illustrationFor } from '../../media-src/illustrations'
import { ServiceHero } from '../../components/sections/services/service-hero'
import { JsonLd } from '../../components/ui/json-ld'
import type { Data } from './+data'
import { TrustedBrands } from '../../components/sections/shared/trusted-brands'
import { FeatureRows, KeyFeatures, FeatureList } from '../../components/sections/shared/features'
import { Pricing } from '../../components/sections/services/pricing'
import { PreCta } from '../../components/sections/shared/pre-cta'
import { Testimonials } from '../../components/sections/shared/testimonials'
import { CustomerCases } from '../../components/sections/shared/customer-cases'
import { BlogTeaser } from '../../components/sections/blog/blog-teaser'
import { Faq } from '../../components/sections/shared/faq'

/** One page for every service: its file in content/services/ decides what it shows. */
export default function Page() {
  const { copy, featured, testimonials, cases, logos, teaser, jsonLd } = useData<Data>()
  const topic = copy.contactTopic
  return (
    <>
      <ServiceHero hero={copy.hero} illustration={copy.illustration} topic={topic} />
      <TrustedBrands id="kunder" logos={logos} />
      <FeatureRows
        id="hvorfor"
        title={copy.why.title}
        intro={copy.why.intro}
        items={copy.why.rows}
        illustration={illustrationFor.feature}
      />
      <KeyFeatures
        id="fordeler"
        title={copy.keyFeatures.title}
        intro={copy.keyFeatures.intro}
        items={copy.keyFeatures.items}
      />
      {copy.featureList ? (
        <FeatureList
          id="innhold"
          title={copy.featureList.title}
          intro={copy.featureList.intro}
          items={copy.featureList.items}
        />
      ) : null}
      {copy.pricing ? (
        <Pricing id="priser" title={copy.pricing.title} intro={copy.pricing.intro} plans={copy.pricing.plans} />
      ) : null}
      <Testimonials
        id="omtaler"
        title={copy.testimonials.title}
        intro={copy.testimonials.intro}
        featured={featured}
        items={testimonials}
      />
      <CustomerCases id="kundecaser" title={copy.customerCases.title} intro={copy.customerCases.intro} cases={cases} />
      <BlogTeaser id="blogg" {...teaser} />
      <Faq id="faq" title={copy.faq.title} intro={copy.faq.intro} items={copy.faq.items} />
      <PreCta id="kontakt-oss" cta={copy.cta} topic={topic} />
      <JsonLd data={jsonLd} />
    </>
  )
}
