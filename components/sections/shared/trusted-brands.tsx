import type { ReviewLogo } from '../../../content/types'
import { claims } from '../../../content/facts/facts'
import { sectionStrings } from '../../../content/strings/sections'
import { layoutCopy } from '../../../content/pages/layout'
import { useLocale, useStrings } from '../../../renderer/locale'
import { Container } from '../../ui/container'
import { cn } from '../../ui/cn'
import { Icon } from '../../ui/icon'
import { Link } from '../../ui/link'
import { ThemedImage } from './themed-image'

/** Star row of a rating; the label carries the meaning, the icons are decorative. */
function Stars({ count, label, className }: { count: number; label: string; className?: string }) {
  return (
    <span role="img" aria-label={label} data-slot="stars" data-stars={count} className={className}>
      <span className="flex gap-0.5 text-star" aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <Icon key={i} name="star" filled />
        ))}
      </span>
    </span>
  )
}

/** The about page's section of named, dated feedback, which the rating is based on. */
export const feedbackSectionId = 'feedback'

/** The logos' width: 240x48 drawings shown 32 px high, 36 px from `sm`. */
const logoSizes = '(min-width: 640px) 180px, 160px'

/**
 * The trust strip: five stars, the customer claim with a link to the feedback it counts, and client
 * logos (light and dark variants).
 * The logos sit in a grid of two columns on a phone and four from `sm`: twelve logos make six or
 * three full rows, never a single column or a short last row.
 */
function TrustedBrands({ logos, id = 'kunder' }: { logos: ReviewLogo[]; id?: string }) {
  const locale = useLocale()
  const t = useStrings(sectionStrings).trust
  const copy = useStrings(layoutCopy).trustStrip
  return (
    <section
      id={id}
      data-section="trusted-brands"
      aria-label={t.logosLabel}
      // The same strip on many pages: search leaves it out of their text.
      data-pagefind-ignore=""
      className="border-b border-border bg-bg py-8 sm:py-10"
    >
      <Container>
        <div className="flex flex-col items-center gap-2 text-center">
          <Stars count={claims.rating} label={t.ratingLabel} />
          {/* The claim is the way to what it counts: the named, dated feedback on the about page. */}
          <Link
            to="about"
            hash={feedbackSectionId}
            data-slot="trust-feedback-link"
            className="text-fg-muted underline decoration-1 hover:text-fg"
          >
            {copy.basedOn}
          </Link>
        </div>
        <ul
          className={cn(
            'mx-auto mt-6 grid max-w-4xl grid-cols-2 items-center justify-items-center gap-x-6 gap-y-5 sm:mt-8 sm:gap-x-10 sm:gap-y-6',
            logos.length % 4 === 0 && 'sm:grid-cols-4',
          )}
        >
          {logos.map((logo) => (
            <li key={logo.id} data-slot="brand-logo">
              <ThemedImage
                image={{ image: logo.lightImage, darkImage: logo.darkImage, alt: logo.imageAlt[locale] }}
                sizes={logoSizes}
                sizing="fixed"
                className="h-8 w-auto object-contain sm:h-9"
              />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  )
}

export { TrustedBrands, Stars }
