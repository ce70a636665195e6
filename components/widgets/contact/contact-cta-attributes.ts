/**
 * The attributes that mark a link to the contact page as a call-to-action: the topic it is about
 * and, for a plan's button, the plan. Set by `contactCtaProps` and read by the click watcher
 * (./contact-cta.ts), which is part of every page's first script: this module imports the topics
 * as a type only, so that their list does not ship with it.
 */
import type { ContactTopic } from '../../../content/site/contact-topics'

export const contactCtaAttribute = 'data-contact-cta'
export const contactPlanAttribute = 'data-contact-plan'

/** Props that make a link to the contact page a call-to-action about `topic`. */
export function contactCtaProps(topic: ContactTopic, plan?: string) {
  return { [contactCtaAttribute]: topic, ...(plan ? { [contactPlanAttribute]: plan } : {}) }
}
