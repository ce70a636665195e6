import { useEffect } from 'react'
import { useData } from 'vike-react/useData'
import { CareersProvider } from '../../components/sections/careers-context'
import { JobDetails } from '../../components/sections/job-details'
import { JobHero } from '../../components/sections/job-hero'
import { JobOpenings } from '../../components/sections/job-openings'
import { JobPreCta } from '../../components/sections/job-pre-cta'
import { JobSideBox } from '../../components/sections/job-side-box'
import { LatestArticles } from '../../components/sections/latest-articles'
import { PageHero } from '../../components/sections/page-hero'
import { Container } from '../../components/ui/container'
import { JsonLd } from '../../components/ui/json-ld'
import type { Data } from './+data'

/**
 * In English, a job opened at its Norwegian slug gets the English address without a reload
 * (spec section 4); the canonical link already names the English slug.
 */
function useCanonicalAddress(path: string | null) {
  useEffect(() => {
    if (!path || decodeURI(window.location.pathname) === path) return
    const { search, hash } = window.location
    window.history.replaceState(window.history.state, '', `${path}${search}${hash}`)
  }, [path])
}

export default function Page() {
  const data = useData<Data>()
  const t = data.careers.ui
  useCanonicalAddress(data.found ? data.canonicalPath : null)

  if (!data.found) {
    return (
      <CareersProvider strings={data.careers}>
        <div data-testid="job-not-found">
          <PageHero title={t.notFound.title} lead={t.notFound.body} />
          <JobOpenings openings={data.openings} />
        </div>
      </CareersProvider>
    )
  }

  const { copy, job, openings, latest, jsonLd } = data
  return (
    <CareersProvider strings={data.careers}>
      <JsonLd data={jsonLd} />
      <JobHero eyebrow={t.lookingFor} title={copy.title} subtitle={copy.subtitle} />
      <Container className="grid gap-12 py-section lg:grid-cols-[minmax(0,1fr)_20rem]">
        <JobDetails copy={copy} />
        <div>
          <JobSideBox sharePercent={job.sharePercent} />
        </div>
      </Container>
      <div className="border-t border-border">
        <JobOpenings openings={openings} currentId={job.id} />
      </div>
      <LatestArticles posts={latest} />
      <JobPreCta />
    </CareersProvider>
  )
}
