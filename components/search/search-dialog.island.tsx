/**
 * The search dialog as an island of every page but the search page (renderer/+Layout.tsx): closed
 * in the HTML, hydrated when the page's first script opens it and focus enters it (./search-start.ts).
 */
export { default } from './search-dialog'
