/**
 * The only script a page loads by itself. Pages are rendered to HTML only (see +config.ts); this
 * starts the islands runtime and the page-wide behaviours (components/islands/start.ts). A page
 * with more to do sets its own +client.ts, which replaces this one and calls `startPage()` too.
 */
import { startPage } from '../components/islands/start'

startPage()
