import { serviceRouteIds } from '../../content/site/routes'
import { routeFor } from '../../renderer/routing'

export default routeFor(...serviceRouteIds)
