import { prerenderPaths } from '../../content/pages'

export const onBeforePrerenderStart = () => prerenderPaths('projectCase')
