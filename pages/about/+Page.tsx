import { useData } from 'vike-react/useData'
import { ServiceHero } from '../../components/sections/service-hero'
import { JsonLd } from '../../components/ui/json-ld'
import type { Data } from './+data'
import { AboutStory, AboutProcess, AboutOffices } from '../../components/sections/about-sections'
import { KeyFeatures } from '../../components/sections/features'
import { Testimonials } from '../../components/sections/testimonials'
import { PreCta } from '../../components/sections/pre-cta'

export default function Page() {
  const { copy, featured, testimonials, jsonLd } = useData<Data>()
  return (
    <>
      <ServiceHero hero={copy.hero} />
      <AboutStory story={copy.story} />
      <KeyFeatures
        id="hva-du-kan-forvente"
        title={copy.values.title}
        intro={copy.values.intro}
        items={copy.values.items}
      />
      <AboutProcess process={copy.process} />
      <Testimonials
        id="feedback"
        title={copy.feedback.title}
        intro={copy.feedback.intro}
        featured={featured}
        items={testimonials}
        readMore={false}
      />
      <AboutOffices offices={copy.offices} />
      <PreCta id="kontakt-oss" cta={copy.cta} />
      <JsonLd data={jsonLd} />
    </>
  )
}
