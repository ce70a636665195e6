/**
 * Structured data of a case study page: the case as a CreativeWork about the client, published by
 * the agency, with its screenshots as images; the agency itself; and the breadcrumbs. Built on the
 * server in +data, so the builders never reach the browser.
 */
import { imageAsset, type ImageSource } from '../../media-src/image-asset'
import { largestSrc } from '../../media-src/types'
import { absoluteUrl, breadcrumbListOf, organization, organizationId, type JsonLdNode } from './company'
import { htmlLang, type Locale } from '../../content/site/locales'
import { pathFor } from '../../content/site/routes'
import type { CaseStudy } from '../../content/pages/case-studies/index'

/** A screenshot at its largest with its size, as an ImageObject. */
function imageObject(image: ImageSource, caption: string): JsonLdNode {
  const asset = imageAsset(image)
  return {
    '@type': 'ImageObject',
    contentUrl: absoluteUrl(largestSrc(asset)),
    width: asset.width,
    height: asset.height,
    caption,
  }
}

export function caseStudyJsonLd(
  locale: Locale,
  study: CaseStudy,
  crumbs: readonly { name: string; path: string }[],
): JsonLdNode[] {
  const url = absoluteUrl(study.path)
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'CreativeWork',
      '@id': `${url}#case`,
      genre: locale === 'nb' ? 'Kundecase' : 'Case study',
      name: `${study.client}: ${study.title}`,
      headline: study.title,
      alternativeHeadline: study.headline,
      description: study.summary,
      url,
      inLanguage: htmlLang[locale],
      image: [
        imageObject(study.site.desktop, study.site.alt.desktop),
        imageObject(study.site.phone, study.site.alt.phone),
      ],
      about: { '@type': 'Organization', name: study.client, description: study.sector },
      creator: { '@id': organizationId },
      publisher: { '@id': organizationId },
      isPartOf: { '@type': 'CollectionPage', url: absoluteUrl(pathFor('projects', locale)) },
      keywords: study.services.join(', '),
    },
    organization(locale),
    breadcrumbListOf(crumbs),
  ]
}
