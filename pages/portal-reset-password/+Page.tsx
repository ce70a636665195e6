import { useData } from 'vike-react/useData'
import { PageHero } from '../../components/sections/page-hero'
import { Section } from '../../components/ui/section'
import { AfterHydration } from '../../components/widgets/after-hydration'
import { portalAccountUi } from '../../content/ui-portal-account'
import { useLocale } from '../../renderer/locale'
import type { Data } from './+data'

// The form (XState and its machine) loads after the page: it stays out of the first-load budget.
const loadForm = () => import('../../components/widgets/reset-password-form').then((m) => m.ResetPasswordForm)

export default function Page() {
  const { meta } = useData<Data>()
  const t = portalAccountUi[useLocale()].resetPassword
  return (
    <>
      <PageHero title={meta.title} lead={meta.description} />
      <Section>
        <div className="max-w-xl">
          <AfterHydration load={loadForm} fallback={<p className="text-fg-muted">{t.loading}</p>} />
        </div>
      </Section>
    </>
  )
}
