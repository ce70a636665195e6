/**
 * What a call to action asks for. Every contact button carries its topic
 * (`data-contact-cta="seo-review"`), and the contact dialog it opens takes its title and
 * description from that topic (content/strings/widgets.ts, `contactModal.topics`), so "Get a free SEO
 * review" opens a dialog about a free SEO review, not a generic quote.
 */
import type { ServiceRouteId } from './routes'

export const contactTopics = [
  /** A no-obligation quote: the default. */
  'quote',
  'website',
  'store',
  'seo-review',
  'aeo-review',
  'app',
  'hosting',
  /** A plan of a price table; the dialog names the plan (`data-contact-plan`). */
  'plan',
  'call',
  'general',
] as const

export type ContactTopic = (typeof contactTopics)[number]

export const defaultContactTopic: ContactTopic = 'quote'

/** The topic of each service page's hero and closing buttons, which ask for the same thing. */
export const serviceContactTopic: Record<ServiceRouteId, ContactTopic> = {
  serviceWebDesign: 'website',
  serviceOnlineStore: 'store',
  serviceSeo: 'seo-review',
  serviceAeo: 'aeo-review',
  serviceGoogleAds: 'quote',
  serviceLinkedIn: 'quote',
  serviceHosting: 'hosting',
  serviceApp: 'app',
}
