/**
 * The attributes that mark a link to the contact page as a call-to-action: the topic it is about
 * and, for a plan's button, the plan. Set by `contactCtaProps` (./contact-cta-props.ts) and read by
 * the click watcher (./contact-cta.ts), which is part of every page's first script: the bundler
 * places whole modules, so the props' builder lives apart and ships with the components that
 * render calls to action, not with every page's first script.
 */
export const contactCtaAttribute = 'data-contact-cta'
export const contactPlanAttribute = 'data-contact-plan'
