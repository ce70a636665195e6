import { useData } from 'vike-react/useData'
import {
  AboutHero,
  AboutOffices,
  AboutProcess,
  AboutStory,
  AboutWork,
} from '../../components/sections/company/about-sections'
import { KeyFeatures } from '../../components/sections/shared/features'
import { PreCta } from '../../components/sections/shared/pre-cta'
import { Team } from '../../components/sections/company/team'
import { Testimonials } from '../../components/sections/shared/testimonials'
import { feedbackSectionId } from '../../components/sections/shared/trusted-brands'
import { JsonLd } from '../../components/ui/json-ld'
import type { Data } from './+data'

/** About: who we are and our figures, the team, how we work, what we have done, feedback, what to expect, offices. */
export default function Page() {
  const { copy, team, cases, featured, testimonials, jsonLd } = useData<Data>()
  return (
    <>
      <AboutHero hero={copy.hero} team={team} />
      <AboutStory story={copy.story} />
      <Team members={team} title={copy.team.title} intro={copy.team.intro} officeLabel={copy.team.officeLabel} />
      <AboutProcess process={copy.process} />
      <AboutWork work={copy.work} cases={cases} />
      <Testimonials
        id={feedbackSectionId}
        title={copy.feedback.title}
        intro={copy.feedback.intro}
        featured={featured}
        items={testimonials}
        readMore={false}
      />
      <KeyFeatures
        id="hva-du-kan-forvente"
        title={copy.values.title}
        intro={copy.values.intro}
        items={copy.values.items}
      />
      <AboutOffices offices={copy.offices} team={team} />
      <PreCta id="kontakt-oss" cta={copy.cta} />
      <JsonLd data={jsonLd} />
    </>
  )
}
