/**
 * The only script a page loads by itself. Pages are rendered to HTML only (see +config.ts); this
 * starts the islands runtime and the page-wide behaviours (components/islands/start.ts). No page
 * sets its own +client.ts: that would split the first script in two files loaded one after the
 * other; a page's own behaviour goes into startPage() and keys on the page's markup instead.
 */
import { startPage } from '../components/islands/start'

startPage()
