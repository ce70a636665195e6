import { serviceRouteIds } from '../../content/routes'
import { routeFor } from '../../renderer/routing'

export default routeFor(...serviceRouteIds)
