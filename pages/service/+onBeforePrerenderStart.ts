import { prerenderPaths } from '../../content/site/pages'

/** One page per file of content/services/, in both languages. */
export const onBeforePrerenderStart = () => prerenderPaths('service')
