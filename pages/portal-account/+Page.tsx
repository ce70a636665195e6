import { useData } from 'vike-react/useData'
import { PageHero } from '../../components/sections/page-hero'
import { Section } from '../../components/ui/section'
import { AccountPanel } from '../../components/widgets/account-panel'
import type { Data } from './+data'

export default function Page() {
  const { meta } = useData<Data>()
  return (
    <>
      <PageHero title={meta.title} lead={meta.description} />
      <Section>
        <AccountPanel />
      </Section>
    </>
  )
}
