import { useData } from 'vike-react/useData'
import { Island } from '../../components/islands/island'
import { PageHero } from '../../components/sections/shared/page-hero'
import { Section } from '../../components/ui/section'
import AccountPanel from '../../components/widgets/portal/account-panel.island'
import type { Data } from './+data'

export default function Page() {
  const { meta } = useData<Data>()
  return (
    <>
      <PageHero title={meta.title} lead={meta.description} />
      <Section>
        <Island component={AccountPanel} props={{}} hydrate="load" />
      </Section>
    </>
  )
}
