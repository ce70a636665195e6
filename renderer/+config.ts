import vikeReact from 'vike-react/config'
import type { Config } from 'vike/types'

export default {
  extends: [vikeReact],
  prerender: { partial: false, noExtraDir: false },
  trailingSlash: true,
  passToClient: ['locale', 'route'],
} satisfies Config
