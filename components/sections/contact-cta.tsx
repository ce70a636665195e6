import type { ComponentProps } from 'react'
import { pathFor } from '../../content/routes'
import { useLocale } from '../../renderer/locale'
import { ButtonLink } from '../ui/button'
import { Icon } from '../ui/icon'
import { contactCtaProps } from '../widgets/contact-cta'

type ContactCtaProps = Omit<ComponentProps<typeof ButtonLink>, 'href'>

/**
 * A call to action that opens the contact dialog. It is a link to the contact page, marked with
 * `data-contact-cta`; the site's one delegated click handler opens the dialog instead when JS runs.
 */
function ContactCta({ children, ...props }: ContactCtaProps) {
  const locale = useLocale()
  return (
    <ButtonLink href={pathFor('contact', locale)} {...contactCtaProps} {...props}>
      {children}
      <Icon name="arrowRight" />
    </ButtonLink>
  )
}

export { ContactCta }
