import type { PageContextServer } from 'vike/types'
import { termsAndConditions } from '../../content/pages/legal/documents'
import { legalPageData } from '../../lib/legal-page-data'

export const data = (pageContext: PageContextServer) => legalPageData(pageContext, termsAndConditions)
export type Data = Awaited<ReturnType<typeof data>>
