import { useData } from 'vike-react/useData'
import { PageHero } from '../../components/sections/page-hero'
import { ContactLinks } from '../../components/sections/contact-links'
import { Container } from '../../components/ui/container'
import { ContactFormSlot, VoiceAgentSlot } from '../../components/widgets/slots'
import type { Data } from './+data'

export default function Page() {
  const { meta } = useData<Data>()
  return (
    <>
      <PageHero title={meta.title} lead={meta.description} />
      <Container className="grid gap-10 py-section lg:grid-cols-[3fr_2fr]">
        <ContactFormSlot />
        <VoiceAgentSlot />
      </Container>
      <ContactLinks />
    </>
  )
}
