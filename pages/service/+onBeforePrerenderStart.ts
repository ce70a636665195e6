import { serviceRouteIds } from '../../content/routes'
import { prerenderStatic } from '../../renderer/routing'

export const onBeforePrerenderStart = () => prerenderStatic(...serviceRouteIds)
