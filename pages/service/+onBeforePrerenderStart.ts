import { serviceRouteIds } from '../../content/routes'
import { prerenderPaths } from '../../content/pages'

export const onBeforePrerenderStart = () => prerenderPaths(...serviceRouteIds)
