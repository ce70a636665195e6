/**
 * The only script a page loads by itself. Pages are rendered to HTML only (see +config.ts); this
 * starts the islands runtime and the page-wide behaviours (components/islands/start.ts). No page
 * sets its own +client.ts: a page's own behaviour goes into startPage() and keys on the page's
 * markup, so every page loads the same first script, cached after the first page. What this file
 * imports statically is preloaded beside it (+headHtmlEnd.ts).
 */
import { startPage } from '../components/islands/start'

startPage()
