import type { Story, StoryDefault } from '@ladle/react'
import { reviewLogos } from '../../../content/facts/brands'
import { casesById } from '../../../content/shared/customer-cases'
import servicePages from 'virtual:content/services'
import { servicesIndex } from '../../../content/pages/services-index'
import { serviceCards } from '../../../content/pages/services/links'
import { useLocale } from '../../../renderer/locale'
import { CustomerCases } from '../shared/customer-cases'
import { FeatureList, FeatureRows, KeyFeatures } from '../shared/features'
import { Cta, PreCta } from '../shared/pre-cta'
import { ProcessSteps } from './process-steps'
import { ServiceHero } from './service-hero'
import { ServicesGrid } from './services-grid'
import { TrustedBrands } from '../shared/trusted-brands'

export default { title: 'Sections / Service page' } satisfies StoryDefault

function Hero() {
  const copy = servicePages['aeo-optimalisering']![useLocale()]
  return (
    <div className="-m-6">
      <ServiceHero hero={copy.hero} illustration={copy.illustration} />
    </div>
  )
}

function Features() {
  const copy = servicePages['seo-optimalisering']![useLocale()]
  return (
    <div className="-m-6">
      <FeatureRows title={copy.why.title} intro={copy.why.intro} items={copy.why.rows} />
      <KeyFeatures title={copy.keyFeatures.title} items={copy.keyFeatures.items} />
      <FeatureList title={copy.featureList!.title} items={copy.featureList!.items} />
    </div>
  )
}

function Calls() {
  const copy = servicePages['webdesign']![useLocale()]
  return (
    <div className="-m-6">
      <Cta id="tilbud" cta={copy.cta} />
      <PreCta cta={copy.cta} />
    </div>
  )
}

function Trust() {
  const locale = useLocale()
  const copy = servicePages['google-ads-annonsering']![locale]
  return (
    <div className="-m-6">
      <TrustedBrands logos={[...reviewLogos]} />
      <CustomerCases
        title={copy.customerCases.title}
        intro={copy.customerCases.intro}
        cases={casesById(locale, copy.customerCases.ids)}
      />
    </div>
  )
}

function Services() {
  const locale = useLocale()
  const copy = servicesIndex[locale]
  return (
    <div className="-m-6">
      <ServicesGrid title={copy.services.title} intro={copy.services.intro} cards={serviceCards(locale)} />
      <ProcessSteps title={copy.process.title} intro={copy.process.intro} steps={copy.process.steps} />
    </div>
  )
}

export const HeroNorwegian: Story = () => <Hero />
HeroNorwegian.meta = { locale: 'nb' }
export const HeroEnglish: Story = () => <Hero />
HeroEnglish.meta = { locale: 'en' }
export const FeaturesNorwegian: Story = () => <Features />
FeaturesNorwegian.meta = { locale: 'nb' }
export const FeaturesEnglish: Story = () => <Features />
FeaturesEnglish.meta = { locale: 'en' }
export const CallsToActionNorwegian: Story = () => <Calls />
CallsToActionNorwegian.meta = { locale: 'nb' }
export const CallsToActionEnglish: Story = () => <Calls />
CallsToActionEnglish.meta = { locale: 'en' }
export const TrustAndCasesNorwegian: Story = () => <Trust />
TrustAndCasesNorwegian.meta = { locale: 'nb' }
export const TrustAndCasesEnglish: Story = () => <Trust />
TrustAndCasesEnglish.meta = { locale: 'en' }
export const ServicesAndProcessNorwegian: Story = () => <Services />
ServicesAndProcessNorwegian.meta = { locale: 'nb' }
export const ServicesAndProcessEnglish: Story = () => <Services />
ServicesAndProcessEnglish.meta = { locale: 'en' }
