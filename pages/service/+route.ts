import { routeFor } from '../../renderer/routing'

export default routeFor('service')
