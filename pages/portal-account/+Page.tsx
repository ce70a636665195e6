import { lazy, Suspense } from 'react'
import { useData } from 'vike-react/useData'
import { PageHero } from '../../components/sections/page-hero'
import { Section } from '../../components/ui/section'
import { portalAccountUi } from '../../content/ui-portal-account'
import { useLocale } from '../../renderer/locale'
import type { Data } from './+data'

// The panel (XState, its machine) loads after the page: it stays out of the first-load budget.
const AccountPanel = lazy(() =>
  import('../../components/widgets/account-panel').then((m) => ({ default: m.AccountPanel })),
)

export default function Page() {
  const { meta } = useData<Data>()
  const t = portalAccountUi[useLocale()].account
  return (
    <>
      <PageHero title={meta.title} lead={meta.description} />
      <Section>
        <Suspense fallback={<p className="text-fg-muted">{t.loading}</p>}>
          <AccountPanel />
        </Suspense>
      </Section>
    </>
  )
}
