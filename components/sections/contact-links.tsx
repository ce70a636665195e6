import { contactLinks, contactLinksHeading, type ContactLinkCard } from '../../content/contact-links'
import { useLocale } from '../../renderer/locale'
import { Card } from '../ui/card'
import { Section } from '../ui/section'

function ContactLink({ card }: { card: ContactLinkCard }) {
  const external = card.linkUrl.startsWith('http')
  return (
    <Card data-slot="contact-link-card" data-id={card.id} className="flex w-full flex-col gap-3">
      <img src={card.lightIcon} alt={card.altText} width={48} height={48} className="size-12 dark:hidden" />
      <img src={card.darkIcon} alt={card.altText} width={48} height={48} className="hidden size-12 dark:block" />
      <h3 className="text-h3">{card.title}</h3>
      <p className="whitespace-pre-line text-fg-muted">{card.description}</p>
      <a
        href={card.linkUrl}
        className="mt-auto font-semibold text-primary hover:underline"
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {card.linkText}
      </a>
    </Card>
  )
}

/** The contact page's helpful-links cards. */
export function ContactLinks() {
  const locale = useLocale()
  const heading = contactLinksHeading[locale]
  return (
    <Section aria-labelledby="contact-links-heading" data-slot="contact-links">
      <h2 id="contact-links-heading" className="text-h2">
        {heading.title}
      </h2>
      <p className="mt-3 max-w-prose text-lead text-fg-muted">{heading.lead}</p>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {contactLinks[locale].map((card) => (
          <li key={card.id} className="flex">
            <ContactLink card={card} />
          </li>
        ))}
      </ul>
    </Section>
  )
}
