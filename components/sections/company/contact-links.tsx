import { AsideSection } from './aside-section'
import { contactLinks, contactLinksHeading, type ContactLinkCard } from '../../../content/pages/contact'
import { useLocale } from '../../../renderer/locale'
import { Icon } from '../../ui/icon'

function ContactLink({ card }: { card: ContactLinkCard }) {
  const external = card.linkUrl.startsWith('http')
  return (
    <div data-slot="contact-link-card" data-id={card.id} className="flex gap-4 py-4">
      {/* The icon on a tile in the theme's colours, 40 px square with the glyph at half its size. */}
      <span className="grid size-10 shrink-0 place-items-center rounded-[10px] bg-surface-strong text-primary">
        <Icon name={card.icon} label={card.altText} />
      </span>
      <div className="min-w-0">
        <h3 className="font-semibold text-fg">{card.title}</h3>
        <p className="mt-1 text-sm whitespace-pre-line text-fg-muted">{card.description}</p>
        <a
          href={card.linkUrl}
          className="mt-1 inline-block font-semibold [overflow-wrap:anywhere] text-primary hover:underline"
          {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          {card.linkText}
        </a>
      </div>
    </div>
  )
}

/**
 * The contact page's helpful links: phone, e-mail, portal, projects and jobs as a
 * compact list beside the form, so the page's width carries both and nothing waits below it.
 */
export function ContactLinks() {
  const locale = useLocale()
  const heading = contactLinksHeading[locale]
  return (
    <AsideSection slot="contact-links" title={heading.title} lead={heading.lead}>
      <ul className="mt-4 divide-y divide-border border-y border-border">
        {contactLinks[locale].map((card) => (
          <li key={card.id}>
            <ContactLink card={card} />
          </li>
        ))}
      </ul>
    </AsideSection>
  )
}
