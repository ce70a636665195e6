import { Suspense } from 'react'
import { useData } from 'vike-react/useData'
import { lazySection } from '../../components/sections/lazy-section'
import { PageHero } from '../../components/sections/page-hero'
import { JsonLd } from '../../components/ui/json-ld'
import type { Data } from './+data'

// The showcase is static copy and the closing band loads the contact action: both hydrate when near.
const ProjectShowcase = lazySection('prosjekter', () =>
  import('../../components/sections/project-showcase').then((m) => m.ProjectShowcase),
)
const PreCta = lazySection('kontakt-oss', () => import('../../components/sections/pre-cta').then((m) => m.PreCta))

export default function Page() {
  const { meta, projects, copy, jsonLd } = useData<Data>()
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} title={meta.title} lead={meta.description} />
      <Suspense fallback={null}>
        <ProjectShowcase projects={projects} title={copy.showcaseTitle} intro={copy.showcaseIntro} strings={copy} />
      </Suspense>
      <Suspense fallback={null}>
        <PreCta id="kontakt-oss" cta={copy.cta} />
      </Suspense>
      <JsonLd data={jsonLd} />
    </>
  )
}
