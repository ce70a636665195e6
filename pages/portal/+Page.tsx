import { useData } from 'vike-react/useData'
import { Island } from '../../components/islands/island'
import { PageHero } from '../../components/sections/shared/page-hero'
import { Container } from '../../components/ui/container'
import LoginForm from '../../components/widgets/portal/login-form.island'
import type { Data } from './+data'

export default function Page() {
  const { meta } = useData<Data>()
  return (
    <>
      <PageHero title={meta.title} lead={meta.description} />
      <Container className="py-section">
        <div className="mx-auto max-w-md rounded-card border border-border bg-bg p-6 shadow-card">
          <Island component={LoginForm} props={{}} hydrate="interaction" />
        </div>
      </Container>
    </>
  )
}
