import type { PageContextServer } from 'vike/types'
import { privacyPolicy } from '../../content/pages/legal/documents'
import { legalPageData } from '../../lib/legal-page-data'

export const data = (pageContext: PageContextServer) => legalPageData(pageContext, privacyPolicy)
export type Data = Awaited<ReturnType<typeof data>>
