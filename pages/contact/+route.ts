import { routeFor } from '../../renderer/route-for'

export default routeFor('contact')
