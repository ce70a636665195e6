import type { ReactNode } from 'react'
import { NBSP } from '../../../content/site/format'
import { phoneHref, type Office } from '../../../content/site/settings'
import { ui } from '../../../content/strings/layout'
import { useStrings } from '../../../renderer/locale'
import { cn } from '../../ui/cn'
import { Icon } from '../../ui/icon'

/** An office's name: its city, and beside the head office's city the words "head office". */
function OfficeName({ office }: { office: Office }) {
  const t = useStrings(ui).office
  return (
    <>
      {office.city}
      {office.head ? <span className="font-normal text-fg-muted"> · {t.headOffice}</span> : null}
    </>
  )
}

/**
 * One office's postal address and phone from settings, in an `<address>`: street and number, then
 * postal code and city as a letter is addressed in Norway (kept on one line by a no-break space),
 * the country on English pages, and the office's own number as a `tel:` link. `children` adds
 * further ways to reach the office inside the same element. The caller names the office in a
 * heading at the level its page needs (`OfficeName`).
 */
function OfficeAddress({ office, className, children }: { office: Office; className?: string; children?: ReactNode }) {
  const t = useStrings(ui).office
  return (
    <address data-slot="office-address" data-office={office.id} className={cn('not-italic', className)}>
      {/* Line breaks, not blocks: copied, read without styles or by a screen reader, the lines stay apart. */}
      {office.streetAddress}
      <br />
      {`${office.postalCode}${NBSP}${office.city}`}
      {t.country ? (
        <>
          <br />
          {t.country}
        </>
      ) : null}
      <br />
      <a href={phoneHref(office.phone)} className="mt-2 inline-flex items-center gap-2 text-fg hover:underline">
        <Icon name="phone" />
        <span className="sr-only">{t.phoneLabel}: </span>
        {office.phone}
      </a>
      {children}
    </address>
  )
}

/**
 * An office in a list of offices: its name beside a map pin, as a heading, and its address under
 * it, indented to the name. `accent` colours the pin and sets the address in the muted ink, for a
 * page's body; without it both take the surrounding ink (the footer).
 */
function OfficeEntry({ office, accent = false }: { office: Office; accent?: boolean }) {
  return (
    <>
      <h3 className={cn('flex items-center gap-2 font-semibold', accent && 'text-fg')}>
        <Icon name="mapPin" className={accent ? 'text-primary' : undefined} />
        <span>
          <OfficeName office={office} />
        </span>
      </h3>
      <OfficeAddress office={office} className={cn('mt-1 pl-7', accent && 'text-fg-muted')} />
    </>
  )
}

export { OfficeAddress, OfficeEntry, OfficeName }
