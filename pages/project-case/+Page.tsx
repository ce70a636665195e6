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
  const { study, next, crumbs, strings, cta, jsonLd } = useData<Data>()
  return (
    <>
      <JsonLd data={jsonLd} />
      <article data-slot="case-study" data-case={study.id}>
        <CaseHero study={study} strings={strings} crumbs={crumbs} />
        <CaseChallenge study={study} strings={strings} />
        <CaseApproach study={study} strings={strings} />
        <CaseDelivered study={study} strings={strings} />
        <CaseResults study={study} strings={strings} />
        <CaseQuote study={study} strings={strings} />
      </article>
      <NextCase next={next} strings={strings} />
      <PreCta id="kontakt-oss" cta={cta} />
    </>
  )
}
