import { useData } from 'vike-react/useData'
import { Island } from '../../components/islands/island'
import { PageHero } from '../../components/sections/page-hero'
import { ContactLinks } from '../../components/sections/contact-links'
import { Container } from '../../components/ui/container'
import ContactForm from '../../components/widgets/contact-form.island'
import VoiceAgent from '../../components/widgets/voice-agent.island'
import { settings } from '../../content/settings'
import { useLocale } from '../../renderer/locale'
import type { Data } from './+data'

export default function Page() {
  const { meta } = useData<Data>()
  const locale = useLocale()
  return (
    <>
      <PageHero title={meta.title} lead={meta.description} />
      <Container className="grid gap-10 py-section lg:grid-cols-[3fr_2fr]">
        <Island component={ContactForm} props={{}} hydrate="interaction" />
        <Island
          component={VoiceAgent}
          props={{ agentId: settings.elevenLabs.agentId, voiceId: settings.elevenLabs.voiceId[locale] }}
          hydrate="interaction"
        />
      </Container>
      <ContactLinks />
    </>
  )
}
