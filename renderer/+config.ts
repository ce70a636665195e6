import vikeReact from 'vike-react/config'
import type { Config } from 'vike/types'

export default {
  extends: [vikeReact],
  prerender: { partial: false, noExtraDir: false },
  trailingSlash: true,
  // Every page is rendered to HTML only: React renders it at build time and the page ships no
  // framework, no page data and no client router (links are ordinary document loads). Its
  // interactive parts are islands that +client.ts hydrates when a visitor needs them.
  meta: { Page: { env: { server: true, client: false } } },
} satisfies Config
