import type { PageContextServer } from 'vike/types'
import { staticPageData } from '../../renderer/routing'

export const data = (pageContext: PageContextServer) => staticPageData(pageContext)
export type Data = Awaited<ReturnType<typeof data>>
