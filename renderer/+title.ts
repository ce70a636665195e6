import type { PageContext } from 'vike/types'
import { pageTitle } from './head'

export default (pageContext: PageContext) => pageTitle(pageContext)
