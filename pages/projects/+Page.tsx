import { useData } from 'vike-react/useData'
import { PageHero } from '../../components/sections/page-hero'
import { PreCta } from '../../components/sections/pre-cta'
import { ProjectShowcase } from '../../components/sections/project-showcase'
import { JsonLd } from '../../components/ui/json-ld'
import type { Data } from './+data'

export default function Page() {
  const { meta, projects, copy, jsonLd } = useData<Data>()
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} title={meta.title} lead={meta.description} />
      <ProjectShowcase projects={projects} title={copy.showcaseTitle} intro={copy.showcaseIntro} strings={copy} />
      <PreCta cta={copy.cta} />
      <JsonLd data={jsonLd} />
    </>
  )
}
