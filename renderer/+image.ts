import type { PageContext } from 'vike/types'
import { socialImage } from './head'

export default (pageContext: PageContext) => socialImage(pageContext)
