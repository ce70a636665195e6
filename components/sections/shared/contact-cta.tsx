import type { ComponentProps } from 'react'
import { defaultContactTopic, type ContactTopic } from '../../../content/site/contact-topics'
import { pathFor } from '../../../content/site/routes'
import { useLocale } from '../../../renderer/locale'
import { ButtonLink } from '../../ui/button'
import { Icon } from '../../ui/icon'
import { contactCtaProps } from '../../widgets/contact/contact-cta-props'

type ContactCtaProps = Omit<ComponentProps<typeof ButtonLink>, 'href'> & {
  /** What the button asks for: the dialog it opens is titled for it. */
  topic?: ContactTopic
  /** The plan's name, for the `plan` topic. */
  plan?: string
}

/**
 * A call to action that opens the contact dialog. It is a link to the contact page, marked with
 * `data-contact-cta` and its topic; the site's one delegated click handler opens the dialog
 * instead when JS runs.
 */
function ContactCta({ children, topic = defaultContactTopic, plan, ...props }: ContactCtaProps) {
  const locale = useLocale()
  return (
    <ButtonLink href={pathFor('contact', locale)} {...contactCtaProps(topic, plan)} {...props}>
      {children}
      <Icon name="arrowRight" />
    </ButtonLink>
  )
}

export { ContactCta }
