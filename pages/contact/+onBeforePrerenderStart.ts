import { prerenderPaths } from '../../content/site/pages'

export const onBeforePrerenderStart = () => prerenderPaths('contact')
