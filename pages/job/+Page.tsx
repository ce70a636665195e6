import { useData } from 'vike-react/useData'
import { JobPageBody } from '../../components/sections/careers/job-page-body'
import { JsonLd } from '../../components/ui/json-ld'
import type { Data } from './+data'

export default function Page() {
  const data = useData<Data>()
  return (
    <>
      {data.found ? <JsonLd data={data.jsonLd} /> : null}
      <div data-slot="job-page" {...(data.found ? { 'data-canonical-path': data.canonicalPath } : {})}>
        <JobPageBody {...data.body} />
      </div>
    </>
  )
}
