import { pathFor } from '../../../content/site/routes'
import { useLocale, useStrings } from '../../../renderer/locale'
import { ButtonLink } from '../../ui/button'
import { Icon } from '../../ui/icon'
import { Section } from '../../ui/section'
import { careersPageStrings } from '../../../content/pages/careers/careers'
import { contactCtaProps } from '../../widgets/contact/contact-cta-props'

/**
 * The careers pre-CTA band. The button is a link to the contact page marked `data-contact-cta`,
 * which the site's shared click handler turns into the contact dialog when scripts run.
 */
export function JobPreCta() {
  const locale = useLocale()
  const t = useStrings(careersPageStrings).page.preCta
  return (
    <Section tone="brand" aria-labelledby="job-pre-cta" data-slot="job-pre-cta">
      <div className="flex flex-wrap items-center justify-between gap-8">
        <div className="max-w-prose">
          <h2 id="job-pre-cta" className="text-h2">
            {t.title}
          </h2>
          <p className="mt-4 text-lead">{t.description}</p>
        </div>
        <ButtonLink href={pathFor('contact', locale)} {...contactCtaProps('general')} size="lg" variant="secondary">
          {t.button}
          <Icon name="arrowRight" />
        </ButtonLink>
      </div>
    </Section>
  )
}
