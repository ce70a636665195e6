import { serviceRouteIds } from '../../content/site/routes'
import { prerenderPaths } from '../../content/site/pages'

export const onBeforePrerenderStart = () => prerenderPaths(...serviceRouteIds)
