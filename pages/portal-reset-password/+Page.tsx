import { useData } from 'vike-react/useData'
import { Island } from '../../components/islands/island'
import { PageHero } from '../../components/sections/shared/page-hero'
import { Section } from '../../components/ui/section'
import ResetPasswordForm from '../../components/widgets/portal/reset-password-form.island'
import type { Data } from './+data'

export default function Page() {
  const { meta } = useData<Data>()
  return (
    <>
      <PageHero title={meta.title} lead={meta.description} />
      <Section>
        <div className="max-w-xl">
          <Island component={ResetPasswordForm} props={{}} hydrate="load" />
        </div>
      </Section>
    </>
  )
}
