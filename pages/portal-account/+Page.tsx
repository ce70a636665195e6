import { useData } from 'vike-react/useData'
import { PageHero } from '../../components/sections/page-hero'
import { Section } from '../../components/ui/section'
import { AfterHydration } from '../../components/widgets/after-hydration'
import { portalAccountUi } from '../../content/ui-portal-account'
import { useLocale } from '../../renderer/locale'
import type { Data } from './+data'

// The panel (XState and its machine) loads after the page: it stays out of the first-load budget.
const loadPanel = () => import('../../components/widgets/account-panel').then((m) => m.AccountPanel)

export default function Page() {
  const { meta } = useData<Data>()
  const t = portalAccountUi[useLocale()].account
  return (
    <>
      <PageHero title={meta.title} lead={meta.description} />
      <Section>
        <AfterHydration load={loadPanel} fallback={<p className="text-fg-muted">{t.loading}</p>} />
      </Section>
    </>
  )
}
