/**
 * Hydration after the first paint. The prerendered page is complete without its script, so its
 * first paint should not share a slow link with the ~95 KB the page hydrates with. The build
 * (scripts/resource-hints.ts) takes Vike's entry script and module preloads out of the HTML and
 * lists them in a JSON data block; this inline script, in <head>, adds them back once the page
 * reports its first contentful paint and the document is parsed. A browser without paint timing
 * waits for the first frame instead; a tab opened in the background, which paints nothing, starts
 * at the load event, and a visible page that reports no paint starts a while after it (timing.ts).
 * Without the data block (`vike dev`) it does nothing.
 * The server's CSP allows exactly this script by its hash (server/security.ts).
 */
import { timing } from '../machines/timing'

export const hydrationDataId = 'hydration-modules'

/** What the data block holds: Vike's entry script and the modules it imports, in HTML order. */
export type HydrationModules = { entry: string; modules: string[] }

export const hydrationScript = `(function(){var d=document,done=0;function start(){var data=d.getElementById('${hydrationDataId}');if(done||!data)return;done=1;var m=JSON.parse(data.textContent),f=d.createDocumentFragment();m.modules.forEach(function(href){var l=d.createElement('link');l.rel='modulepreload';l.href=href;f.appendChild(l)});var s=d.createElement('script');s.type='module';s.src=m.entry;f.appendChild(s);d.head.appendChild(f)}function parsed(){d.readyState==='loading'?d.addEventListener('DOMContentLoaded',start):start()}addEventListener('load',function(){d.visibilityState!=='visible'?start():setTimeout(start,${timing.hydrationFallbackMs})});try{if(PerformanceObserver.supportedEntryTypes.indexOf('paint')<0)throw 0;new PerformanceObserver(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();parsed()}}).observe({type:'paint',buffered:true})}catch(e){requestAnimationFrame(function(){setTimeout(parsed)})}})()`
