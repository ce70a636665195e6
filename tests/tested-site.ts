/**
 * The origin the site is built for when it is tested, from tests/tested-site.env: the file the
 * test builds read (`npm run build:tested`, `npm run build:ads`), so that the build, the
 * end-to-end tests and the Lighthouse gate cannot disagree about it.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { parseEnv } from 'node:util'

export const testedSiteEnv = parseEnv(readFileSync(new URL('./tested-site.env', import.meta.url), 'utf8')) as {
  SITE_URL?: string
}

if (!testedSiteEnv.SITE_URL) throw new Error('tests/tested-site.env sets no SITE_URL')
export const testedSiteUrl = testedSiteEnv.SITE_URL

/**
 * Throws unless the site in `outDir` was built for the tested origin: its canonical links would
 * otherwise point elsewhere, and every check of an absolute address (and Lighthouse's SEO audit)
 * would judge another site.
 */
export function assertBuiltForTestedSite(outDir: string, build = 'npm run build:tested'): void {
  const home = path.join(outDir, 'client', 'index.html')
  let html: string
  try {
    html = readFileSync(home, 'utf8')
  } catch {
    throw new Error(`${home} is missing: build the site first with ${build}`)
  }
  const canonical = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]
  if (canonical !== `${testedSiteUrl}/`) {
    throw new Error(
      `${outDir} was built for ${canonical ?? 'no canonical link'}, not ${testedSiteUrl}/ (tests/tested-site.env): build it with ${build}`,
    )
  }
}
