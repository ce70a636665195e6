import { prerenderStatic } from '../../renderer/routing'

export const onBeforePrerenderStart = () => prerenderStatic('portal')
