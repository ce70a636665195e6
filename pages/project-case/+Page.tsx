import { useData } from 'vike-react/useData'
import {
  CaseApproach,
  CaseChallenge,
  CaseDelivered,
  CaseHero,
  CaseQuote,
  CaseResults,
  NextCase,
} from '../../components/sections/projects/case-study'
import { PreCta } from '../../components/sections/shared/pre-cta'
import { JsonLd } from '../../components/ui/json-ld'
import type { Data } from './+data'

/** A case study: client, challenge, approach, the delivered website, results, quote, next case. */
export default function Page() {
  const { study, next, crumbs, cta, jsonLd } = useData<Data>()
  return (
    <>
      <JsonLd data={jsonLd} />
      <article data-slot="case-study" data-case={study.id}>
        <CaseHero study={study} crumbs={crumbs} />
        <CaseChallenge study={study} />
        <CaseApproach study={study} />
        <CaseDelivered study={study} />
        <CaseResults study={study} />
        <CaseQuote study={study} />
      </article>
      <NextCase next={next} />
      <PreCta id="kontakt-oss" cta={cta} />
    </>
  )
}
