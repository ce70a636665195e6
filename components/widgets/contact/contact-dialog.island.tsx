/**
 * The contact dialog as an island of every page (renderer/+Layout.tsx): closed in the HTML,
 * hydrated when a call-to-action opens it (./contact-cta.ts).
 */
export { default } from './contact-dialog'
