import type { PageContext } from 'vike/types'
import { htmlLang } from '../content/site/locales'

export default (pageContext: PageContext) => htmlLang[pageContext.locale]
