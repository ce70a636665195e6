/**
 * What the rest of the site needs of the service files: each service's id, addresses, name, card
 * and contact topic, in the order the site lists them, and the copy the service template shares
 * with other pages (the closing band's bullets, the shared questions). Read from the files when this
 * module loads; in bundles (the contact dialog, stories) it stands in as data
 * (content/content-modules.ts), so browser code gets these few fields and no file reading.
 */
import type { LoadOptions } from '../../loader/files.ts'
import { contactTopicOrder } from '../../site/contact-topics.ts'
import type { Localized } from '../../site/locales.ts'
import type { FaqItem, ImageSource } from '../../types.ts'
import { illustrationFor } from '../../../media-src/illustrations.ts'
import { services, serviceTemplate } from './services.ts'

export type ServiceSummary = {
  id: string
  slug: Localized<string>
  name: Localized<string>
  /** The services grid's card: the hero's eyebrow and subtitle. */
  card: Localized<{ title: string; description: string }>
  /** The card's picture: the service's own illustration, or the general one (as the page's hero). */
  image: ImageSource
  /** The service's own contact topic, if it has one, with the dialog's title and text. */
  contactTopic?: { id: string; text: Localized<{ title: string; description: string }> }
}

export function loadServiceDirectory(options: LoadOptions = {}) {
  const template = serviceTemplate(options)
  const serviceDirectory = services(options).map((service): ServiceSummary => {
    const topic = service.nb.contactTopic
    return {
      id: service.id,
      slug: { nb: service.nb.slug, en: service.en.slug },
      name: { nb: service.nb.name, en: service.en.name },
      card: {
        nb: { title: service.nb.hero.eyebrow, description: service.nb.hero.subtitle },
        en: { title: service.en.hero.eyebrow, description: service.en.hero.subtitle },
      },
      image: service.nb.illustration?.image ?? illustrationFor.service,
      ...(topic
        ? {
            contactTopic: {
              id: topic.id,
              text: {
                nb: { title: topic.title, description: topic.description },
                en: { title: service.en.contactTopic!.title, description: service.en.contactTopic!.description },
              },
            },
          }
        : {}),
    }
  })
  const serviceContactTopics = serviceDirectory.flatMap((service) =>
    service.contactTopic ? [service.contactTopic] : [],
  )
  return {
    serviceDirectory,
    /** The contact topics the services add, in the services' order, with their texts. */
    serviceContactTopics,
    /**
     * Every topic a contact button may ask for, in the order the dialog's markup holds them: the
     * names the API's contact schema accepts (server/contract/schemas.ts).
     */
    contactTopics: contactTopicOrder(serviceContactTopics.map((topic) => topic.id)),
    sharedServiceCopy: {
      ctaBullets: { nb: template.nb.cta.bullets, en: template.en.cta.bullets } as Localized<string[]>,
      sharedQuestions: { nb: template.nb.sharedQuestions, en: template.en.sharedQuestions } as Localized<FaqItem[]>,
    },
  }
}

export const { serviceDirectory, serviceContactTopics, contactTopics, sharedServiceCopy } = loadServiceDirectory()
