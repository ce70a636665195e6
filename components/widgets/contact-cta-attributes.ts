/**
 * The attributes that mark a link to the contact page as a call-to-action: the topic it is about
 * and, for a plan's button, the plan. Read by the click watcher (./contact-cta.ts) and by the
 * dialog opener it loads (./contact-dialog-opener.tsx), so both live here and neither imports the other.
 */
export const contactCtaAttribute = 'data-contact-cta'
export const contactPlanAttribute = 'data-contact-plan'
