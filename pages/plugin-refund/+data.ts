import type { PageContextServer } from 'vike/types'
import { refundPolicy } from '../../content/pages/legal/documents'
import { legalPageData } from '../../lib/legal-page-data'

export const data = (pageContext: PageContextServer) => legalPageData(pageContext, refundPolicy)
export type Data = Awaited<ReturnType<typeof data>>
