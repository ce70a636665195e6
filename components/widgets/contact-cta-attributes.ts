/**
 * The attributes that mark a link to the contact page as a call-to-action: the topic it is about
 * and, for a plan's button, the plan. Set by `contactCtaProps` and read by the click watcher
 * (./contact-cta.ts).
 */
export const contactCtaAttribute = 'data-contact-cta'
export const contactPlanAttribute = 'data-contact-plan'
