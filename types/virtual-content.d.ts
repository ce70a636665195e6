/**
 * The content modules that content/loader/vite-plugin.ts serves to browser code (Ladle stories):
 * the loaded entries as data, typed by the collections' schemas. (An ambient module declaration
 * cannot import by a relative path, hence the `import()` types.)
 */
/* eslint-disable @typescript-eslint/consistent-type-imports */
declare module 'virtual:content/jobs' {
  /** The job openings in the order the site lists them. */
  const jobs: import('../content/careers/jobs').Job[]
  export default jobs
}

declare module 'virtual:content/job-template' {
  /** The copy a job without its own gets. */
  const template: import('../content/careers/jobs').JobTemplate
  export default template
}

declare module 'virtual:content/services' {
  /** Every service page in both languages, by the service's id (its file name). */
  const services: Record<string, Record<'nb' | 'en', import('../content/pages/services/services').ServicePage>>
  export default services
}
