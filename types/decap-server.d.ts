/**
 * decap-server's middleware module (it ships no types; installed in tools/editor-backend): registers its local backend's routes
 * (`POST /api/v1`) on an Express app. The file-system backend reads the repository's root from
 * GIT_REPO_DIRECTORY when it is registered.
 */
declare module 'decap-server/dist/middlewares.js' {
  import type { Express } from 'express'

  type Options = { logLevel?: string }
  const middlewares: {
    registerLocalFs(app: Express, options?: Options): Promise<void>
    registerLocalGit(app: Express, options?: Options): Promise<void>
  }
  export default middlewares
}
