import type { PageContext } from 'vike/types'
import { pageDescription } from './head'

export default (pageContext: PageContext) => pageDescription(pageContext)
