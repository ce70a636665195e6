/**
 * Links to the service pages and their cards, from the service directory (./directory.ts): pure,
 * so copy modules, pages and browser code can use them alike. A service is named by its id, the
 * name of its file (its Norwegian slug), in both languages.
 */
import type { Locale } from '../../site/locales.ts'
import { pathFor, type RouteParams } from '../../site/routes.ts'
import type { ImageSource } from '../../types.ts'
import { serviceContactTopics, serviceDirectory, type ServiceSummary } from './directory.ts'

function summary(id: string): ServiceSummary {
  const found = serviceDirectory.find((service) => service.id === id)
  if (!found) {
    throw new Error(
      `No service "${id}" in content/services/; there are ${serviceDirectory.map((service) => service.id).join(', ')}`,
    )
  }
  return found
}

/** The route parameters of a service's page in a language. */
export function serviceParams(id: string, locale: Locale): RouteParams {
  return { slug: summary(id).slug[locale] }
}

/** A link target to a service's page in a language, for records that link to it. */
export function serviceTarget(id: string, locale: Locale): { to: 'service'; params: RouteParams } {
  return { to: 'service', params: serviceParams(id, locale) }
}

/** The short name of a service in a language. */
export function serviceName(id: string, locale: Locale): string {
  return summary(id).name[locale]
}

/** A service card: the image is the service's own illustration, or the general one. */
export type ServiceCard = { id: string; slug: string; title: string; description: string; image: ImageSource }

/** One card per service, in the order the site lists them. */
export function serviceCards(locale: Locale): ServiceCard[] {
  return serviceDirectory.map((service) => ({
    id: service.id,
    slug: service.slug[locale],
    ...service.card[locale],
    image: service.image,
  }))
}

/** The contact dialog's title and text for a topic a service file adds (`contactTopic`). */
export function serviceTopicText(topic: string, locale: Locale): { title: string; description: string } | undefined {
  return serviceContactTopics.find((each) => each.id === topic)?.text[locale]
}

/** The address of a service's page in a language. */
export function servicePath(id: string, locale: Locale): string {
  return pathFor('service', locale, serviceParams(id, locale))
}

/** The ids of the services (their file names), in the order the site lists them. */
export function serviceIds(): string[] {
  return serviceDirectory.map((service) => service.id)
}
