import { useData } from 'vike-react/useData'
import { PageHero } from '../../components/sections/shared/page-hero'
import { JsonLd } from '../../components/ui/json-ld'
import type { Data } from './+data'
import { ProjectShowcase } from '../../components/sections/projects/project-showcase'
import { PreCta } from '../../components/sections/shared/pre-cta'

export default function Page() {
  const { meta, projects, copy, jsonLd } = useData<Data>()
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} title={meta.title} lead={meta.description} />
      <ProjectShowcase projects={projects} title={copy.showcaseTitle} intro={copy.showcaseIntro} strings={copy} />
      <PreCta id="kontakt-oss" cta={copy.cta} />
      <JsonLd data={jsonLd} />
    </>
  )
}
