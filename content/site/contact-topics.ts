/**
 * What a call to action asks for. Every contact button carries its topic
 * (`data-contact-cta="seo-review"`), and the contact dialog it opens takes its title and
 * description from that topic, so "Get a free SEO review" opens a dialog about a free SEO review,
 * not a generic quote. The general topics are the dialog's own (their texts are in
 * content/strings/widgets.ts, `contactModal.topics`); a service file may add a topic of its own
 * (`contactTopic` in content/services/*.yml, with its title and text), which its page's buttons ask
 * for. The service files are checked against these when they load.
 */

export const generalContactTopics = [
  /** A no-obligation quote: the default. */
  'quote',
  /** A plan of a price table; the dialog names the plan (`data-contact-plan`). */
  'plan',
  'call',
  'general',
] as const

export type GeneralContactTopic = (typeof generalContactTopics)[number]

/** A general topic or a service's. */
export type ContactTopic = string

export const defaultContactTopic: ContactTopic = 'quote'

/** The dialog's topics in the order its markup holds them: the quote, the services' own, then the rest. */
export function contactTopicOrder(serviceTopics: readonly string[]): ContactTopic[] {
  const [quote, ...rest] = generalContactTopics
  return [quote, ...serviceTopics, ...rest]
}
