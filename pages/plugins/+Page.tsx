import { useData } from 'vike-react/useData'
import { PageHero } from '../../components/sections/shared/page-hero'
import { JsonLd } from '../../components/ui/json-ld'
import { Link } from '../../components/ui/link'
import type { Data } from './+data'
import { PluginsList } from '../../components/sections/plugins/plugins-list'
import { KeyFeatures } from '../../components/sections/shared/features'

export default function Page() {
  const { meta, copy, rating, jsonLd } = useData<Data>()
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} title={meta.title} lead={meta.description} />
      <PluginsList plugins={copy.plugins} title={copy.listTitle} intro={copy.listIntro} rating={rating} />
      <KeyFeatures id="hvorfor-utvidelsene" title={copy.why.title} items={copy.why.items} />
      <p className="mx-auto w-full max-w-content px-gutter py-10">
        <Link to="pluginRefund" className="font-semibold text-primary">
          {copy.refundLink}
        </Link>
      </p>
      <JsonLd data={jsonLd} />
    </>
  )
}
