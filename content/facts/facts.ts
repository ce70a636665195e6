/**
 * The business facts, typed: every claim, timeline, price and figure the copy states, written once
 * in the data files of this folder (agency.yml, prices.yml, plugin.yml, legal.yml; their schemas in
 * ./schema.ts) and the case studies' results and projects in their own files (./case-facts.ts) and read here when the module loads. Copy states a fact with a placeholder
 * (`{fact:claims.emailAnswerHours}`); code reads these values; tests/facts-consistency checks that no
 * copy types a figure of its own.
 *
 * This module reads files, so it runs in Node only (the prerender, scripts, tests). Where a bundle
 * imports it (an island's strings, the compiled server's mails), the build puts the loaded values
 * in its place (`standsIn` in content/loader/vite-plugin.ts and scripts/build-server.ts): the same
 * named values, and no file reading, in the bundle.
 */
import type { LoadOptions } from '../loader/files.ts'
import { loadCaseFacts } from './case-facts.ts'
import { agencyFactsFile, legalFactsFile, pluginFactsFile, priceFactsFile } from './schema.ts'

export type { Price } from './schema.ts'

/** Every fact, read from the fact files of the content root (CONTENT_DIR or `content` unless given). */
export function loadFacts(options: LoadOptions = {}) {
  return {
    ...agencyFactsFile.get(options),
    ...priceFactsFile.get(options),
    ...pluginFactsFile.get(options),
    ...loadCaseFacts(options),
    ...legalFactsFile.get(options),
  }
}

export type Facts = ReturnType<typeof loadFacts>

export const {
  claims,
  company,
  timelines,
  careers,
  onlineStore,
  hosting,
  plans,
  ttsPlugin,
  caseResults,
  caseStudyFacts,
  caseProjects,
  retention,
  signIn,
  cookies,
  terms,
  refunds,
} = loadFacts()
