import { useData } from 'vike-react/useData'
import { Island } from '../../components/islands/island'
import { PageHero } from '../../components/sections/shared/page-hero'
import { ContactLinks } from '../../components/sections/company/contact-links'
import { ContactOffices } from '../../components/sections/company/contact-offices'
import { ContactPerson } from '../../components/sections/company/contact-person'
import { JsonLd } from '../../components/ui/json-ld'
import { Container } from '../../components/ui/container'
import ContactForm from '../../components/widgets/contact/contact-form.island'
import VoiceAgent from '../../components/widgets/voice-agent/voice-agent.island'
import { settings } from '../../content/site/settings'
import { illustrationFor } from '../../media-src/illustrations'
import { useLocale } from '../../renderer/locale'
import type { Data } from './+data'

/**
 * The contact page: the form, and beside it the ways to reach us directly: the named person who
 * answers, the helpful links and the offices' addresses. The voice assistant joins them only when an
 * agent is configured; without one it would offer nothing but "not available", so it is left out.
 */
export default function Page() {
  const { meta, jsonLd } = useData<Data>()
  const locale = useLocale()
  const agentId = settings.elevenLabs.agentId
  return (
    <>
      <PageHero title={meta.title} lead={meta.description} illustration={illustrationFor.contact} />
      <Container className="grid grid-cols-1 gap-12 py-section lg:grid-cols-[3fr_2fr] lg:gap-16">
        <Island component={ContactForm} props={{}} hydrate="interaction" />
        <div className="space-y-10">
          {agentId ? (
            <Island
              component={VoiceAgent}
              props={{ agentId, voiceId: settings.elevenLabs.voiceId[locale] }}
              hydrate="interaction"
            />
          ) : null}
          <ContactPerson />
          <ContactLinks />
          <ContactOffices />
        </div>
      </Container>
      <JsonLd data={jsonLd} />
    </>
  )
}
