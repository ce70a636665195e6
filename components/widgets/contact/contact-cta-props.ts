import type { ContactTopic } from '../../../content/site/contact-topics'
import { contactCtaAttribute, contactPlanAttribute } from './contact-cta-attributes'

/** Props that make a link to the contact page a call-to-action about `topic` (./contact-cta-attributes.ts). */
export function contactCtaProps(topic: ContactTopic, plan?: string) {
  return { [contactCtaAttribute]: topic, ...(plan ? { [contactPlanAttribute]: plan } : {}) }
}
