import { useData } from 'vike-react/useData'
import { CaseStudyArticle, NextCase } from '../../components/sections/projects/case-study'
import { PreCta } from '../../components/sections/shared/pre-cta'
import { JsonLd } from '../../components/ui/json-ld'
import type { Data } from './+data'

/** A case study: client, challenge, approach, the delivered website, results, quote, next case. */
export default function Page() {
  const { study, next, crumbs, cta, jsonLd } = useData<Data>()
  return (
    <>
      <JsonLd data={jsonLd} />
      <CaseStudyArticle study={study} crumbs={crumbs} />
      <NextCase next={next} />
      <PreCta id="kontakt-oss" cta={cta} />
    </>
  )
}
