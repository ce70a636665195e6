import { Suspense } from 'react'
import { useData } from 'vike-react/useData'
import { lazySection } from '../../components/sections/lazy-section'
import { PageHero } from '../../components/sections/page-hero'
import { JsonLd } from '../../components/ui/json-ld'
import { Link } from '../../components/ui/link'
import type { Data } from './+data'

// Static sections below the hero: their JavaScript loads when near.
const PluginsList = lazySection('utvidelser', () =>
  import('../../components/sections/plugins-list').then((m) => m.PluginsList),
)
const KeyFeatures = lazySection('hvorfor-utvidelsene', () =>
  import('../../components/sections/features').then((m) => m.KeyFeatures),
)

export default function Page() {
  const { meta, copy, rating, jsonLd } = useData<Data>()
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} title={meta.title} lead={meta.description} />
      <Suspense fallback={null}>
        <PluginsList plugins={copy.plugins} title={copy.listTitle} intro={copy.listIntro} rating={rating} />
      </Suspense>
      <Suspense fallback={null}>
        <KeyFeatures id="hvorfor-utvidelsene" title={copy.why.title} items={copy.why.items} />
      </Suspense>
      <p className="mx-auto w-full max-w-content px-gutter py-10">
        <Link to="pluginRefund" className="font-semibold text-primary">
          {copy.refundLink}
        </Link>
      </p>
      <JsonLd data={jsonLd} />
    </>
  )
}
