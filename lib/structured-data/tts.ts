/**
 * Structured data of the text-to-speech page: FAQPage, SoftwareApplication (listing facts and the
 * free and PRO offers), VideoObject for the intro video, breadcrumbs and the agency.
 */
import { absoluteUrl, breadcrumbList, organization, organizationId, webPage, type JsonLdNode } from './company'
import { plans, ttsPlugin } from '../../content/facts/facts'
import { planSet } from '../../content/facts/plans'
import { htmlLang, type Locale } from '../../content/site/locales'
import { plainText } from '../../content/rich-text'
import { pathFor } from '../../content/site/routes'
import { introVideo, introVideos } from '../../media-src/intro'
import { settings } from '../../content/site/settings'
import { introVideoFacts, ttsPage, ttsProductName } from '../../content/pages/tts-page'

const context = 'https://schema.org'

export function ttsJsonLd(locale: Locale): JsonLdNode[] {
  const copy = ttsPage[locale]
  const url = absoluteUrl(pathFor('pluginTts', locale))
  const offers = planSet(plans, 'tts', locale).map((plan) => {
    const price = plan.price.kind === 'amount' ? plan.price : null
    return {
      '@type': 'Offer',
      name: plan.id === 'pro' ? 'PRO' : copy.comparison.freeHeader,
      price: price ? String(price.amount) : '0',
      priceCurrency: price?.currency ?? 'NOK',
      url: plan.id === 'pro' ? settings.plugin.proShopUrl : settings.plugin.wordpressDirectoryUrl,
      ...(price?.per
        ? {
            priceSpecification: {
              '@type': 'UnitPriceSpecification',
              price: String(price.amount),
              priceCurrency: price.currency,
              unitCode: price.per === 'month' ? 'MON' : 'ANN',
              valueAddedTaxIncluded: false,
            },
          }
        : {}),
    }
  })
  return [
    webPage(locale, 'pluginTts'),
    {
      '@context': context,
      '@type': 'SoftwareApplication',
      '@id': `${url}#software`,
      name: ttsProductName[locale],
      description: copy.hero.subtitle,
      url,
      applicationCategory: 'MultimediaApplication',
      applicationSubCategory: 'WordPress plugin',
      operatingSystem: 'WordPress',
      softwareVersion: ttsPlugin.version,
      inLanguage: htmlLang[locale],
      downloadUrl: settings.plugin.freeDownloadUrl,
      installUrl: settings.plugin.wordpressDirectoryUrl,
      publisher: { '@id': organizationId },
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: ttsPlugin.rating,
        bestRating: 5,
        worstRating: 1,
        ratingCount: ttsPlugin.reviewCount,
        reviewCount: ttsPlugin.reviewCount,
      },
      offers,
    },
    {
      '@context': context,
      '@type': 'VideoObject',
      name: copy.videoMeta.name,
      description: copy.videoMeta.description,
      thumbnailUrl: [absoluteUrl(introVideos[locale].poster.jpg)],
      uploadDate: introVideoFacts.uploadDate,
      contentUrl: absoluteUrl(introVideos[locale].sources.find((source) => source.type === 'video/mp4')!.src),
      duration: introVideo.duration,
      inLanguage: htmlLang[locale],
      width: introVideo.width,
      height: introVideo.height,
      publisher: { '@id': organizationId },
    },
    {
      '@context': context,
      '@type': 'FAQPage',
      mainEntity: copy.faq.items.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer === undefined ? '' : plainText(item.answer) },
      })),
    },
    organization(locale),
    breadcrumbList(locale, ['plugins', 'pluginTts']),
  ]
}
