import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig, type Plugin } from 'vite'
// This file's own modules, and every module they import in turn, name the file they import with its
// extension: Vite's native config loader (planned as its default) runs them without a bundler, and
// until then Vite warns at every build about each import that does not.
import { bundledContent } from './content/content-modules.ts'
import { contentModules } from './content/loader/vite-plugin.ts'
import { editorDevServer } from './lib/editor/vite-plugin.ts'
import { contentImages } from './lib/media/content-images.ts'

/**
 * Chunks for the islands' code. A page loads no framework until a visitor needs an island; then
 * the island's chunk and its shared code come in parallel. On a slow link every file costs a
 * request, and HTTP/1.1 fetches six at a time: a seventh waits a whole round trip. So the shared
 * code is grouped by what it is, and an island needs at most five files:
 * - runtime: the islands runtime and the page-wide behaviours, the page's first script, with the
 *   entry that starts them (renderer/+client.ts), so the page's one script is one file: no second
 *   request, and no module wrapper around an import (about 70 bytes of the budgeted gzip);
 * - content: the site's copy, settings and timing constants, which every island may read (and
 *   lib/'s builders of JSON-LD, feeds and the blog, which only the server build reaches: they were
 *   part of content/ and keep their chunk there);
 * - react: React, and the islands' hydration code (mount, slots);
 * - ui: components/ui with Radix (accordion, dialog and their parts) and the class-name helpers;
 * - machines: XState, zod, machines/, the API contract the forms validate with (server/contract)
 *   and the plumbing the machine-driven widgets share (fields, calls, strings).
 * A group takes its modules' dependencies along unless a group of higher priority has them; the
 * runtime comes first, so nothing the page's first script shares drags React in.
 */
const codeSplittingGroups = [
  {
    name: 'runtime',
    priority: 60,
    test: /[\\/]renderer[\\/]\+client\.|[\\/]components[\\/]islands[\\/](runtime|start|names)\.|[\\/]components[\\/]widgets[\\/](contact[\\/]contact-cta|contact[\\/]contact-dialog-markup|consent[\\/]consent-settings)\.|[\\/]components[\\/]search[\\/](search-start|index-files)\.|[\\/]components[\\/]islands[\\/]page-locale\./,
  },
  {
    // What runs on intent to search before the search dialog's island is live
    // (components/search/search-warm.ts), with the index loader and search ahead it shares with the
    // island: a small file without the framework, ahead of the search group, which would otherwise
    // take these along and with them React.
    name: 'search-ahead',
    priority: 58,
    test: /[\\/]components[\\/]search[\\/](search-warm|search-ahead|index-chunks|pagefind)\./,
  },
  {
    name: 'content',
    priority: 55,
    test: /[\\/]content[\\/]|[\\/]renderer[\\/]locale|[\\/]machines[\\/]timing|^(?!.*node_modules).*[\\/]lib[\\/](?:blog|feeds|structured-data)[\\/]/,
    // Copy that several islands read; what one island alone needs travels in its own chunk.
    minShareCount: 3,
  },
  {
    name: 'react',
    priority: 50,
    test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store)[\\/]|[\\/]components[\\/]islands[\\/](mount|slot)\./,
  },
  {
    name: 'ui',
    priority: 40,
    // The accordion (the FAQ alone uses it) stays in the FAQ's chunk.
    test: /node_modules[\\/](@radix-ui[\\/](?!react-accordion|react-collapsible)|aria-hidden|react-remove-scroll[^\\/]*|react-style-singleton|use-callback-ref|use-sidecar|get-nonce|tslib|detect-node-es|clsx|class-variance-authority|tailwind-merge)[\\/]|[\\/]components[\\/]ui[\\/](?!accordion)/,
  },
  {
    name: 'machines',
    priority: 30,
    test: /node_modules[\\/](xstate|@xstate|zod)[\\/]|[\\/]machines[\\/]|[\\/]server[\\/]contract[\\/]|[\\/]components[\\/]widgets[\\/](field|api|portal[\\/]portal-api|strings|use-live-machine)\./,
  },
  {
    // The search dialog's and the search page's own code, one file: split by the modules they
    // share, it was three small files, and a round trip more on a phone's six connections.
    name: 'search',
    priority: 25,
    test: /[\\/]components[\\/]search[\\/](search-dialog|search-panel|use-search|search-query)\./,
  },
]

/**
 * Vike adds a code-splitting group of its own that gathers CSS (its workaround for a Vite bug that
 * duplicated CSS), named by a function and without the `debugName` Rolldown asks of such a group
 * for its timing report, which it warns about in every build. This gives that group its name.
 */
const nameVikeCssGroup: Plugin = {
  name: 'fjordlys:name-vike-css-group',
  enforce: 'post',
  outputOptions(options) {
    const codeSplitting = options.codeSplitting
    if (!codeSplitting || typeof codeSplitting !== 'object') return
    for (const group of codeSplitting.groups ?? []) {
      if (typeof group.name === 'function' && !group.debugName) group.debugName = 'vike-css'
    }
  },
}

export default defineConfig({
  // Content files reach browser code as data, never as the code that reads them (content/content-modules.ts).
  // Images that come with content get their variants made by the build (lib/media/content-images.ts).
  plugins: [
    editorDevServer(),
    vike(),
    react(),
    tailwindcss(),
    nameVikeCssGroup,
    contentModules(bundledContent),
    contentImages(),
  ],
  // Variables exposed to the browser bundle (content/site/settings.ts reads them).
  envPrefix: ['PUBLIC_ENV__', 'SITE_URL', 'AGENCY_', 'ORG_NUMBER', 'PLUGIN_'],
  // OUT_DIR lets parallel checkouts of the work build side by side; the server reads DIST_DIR.
  build: {
    target: 'es2022',
    outDir: process.env.OUT_DIR ?? 'dist',
    sourcemap: process.env.SOURCEMAP === '1',
    rolldownOptions: {
      output: { codeSplitting: { groups: codeSplittingGroups } },
      // Vike prerenders every page inside one build hook (its writeBundle), so on a busy machine
      // Rolldown's timing check reports that hook as a slow plugin: a warning about the prerender's
      // length, not about a plugin, that a build on a quiet machine does not print.
      checks: { bundlerTimings: false },
    },
    // The one chunk over Vite's default 500 kB is the voice agent's SDK (@elevenlabs/client with
    // LiveKit's WebRTC client: 588 kB, 154 kB gzip). No page loads it at first: the contact page
    // imports it when a visitor starts a voice conversation, and it is needed whole then, so
    // splitting it would add requests at that moment without saving a byte. The script a page
    // loads by itself has its own budget (scripts/quality/budget.ts).
    chunkSizeWarningLimit: 600,
  },
})
