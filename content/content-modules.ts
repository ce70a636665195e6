/**
 * The content that bundles get as data (content/loader/vite-plugin.ts): the site's Vite build, the
 * story catalogue's and the compiled server's (scripts/build-server.ts).
 * - `facts` stands in for content/facts/facts.ts, so an island's strings or the server's mails that
 *   state a figure carry the figure, not the fact files' reader.
 * - `jobs` and `job-template` are `virtual:content/...` modules for stories (types in types/).
 */
import { jobs, jobTemplate } from './careers/jobs'
import { loadFacts } from './facts/facts'
import type { ContentModule } from './loader/vite-plugin'

export const bundledContent: Record<string, ContentModule> = {
  facts: { load: () => loadFacts(), standsIn: 'content/facts/facts.ts', sources: ['facts'] },
  jobs: { load: () => jobs() },
  'job-template': { load: () => jobTemplate() },
}
