import type { PageContextServer } from 'vike/types'
import { contactPerson } from '../../content/pages/contact'
import {
  breadcrumbList,
  organization,
  organizationId,
  teamMemberPerson,
  webPage,
} from '../../lib/structured-data/company'
import { staticPageData } from '../../renderer/routing'

/**
 * The contact page's structured data: a ContactPage about the agency, and the agency with its
 * addresses and the contact person who answers enquiries, with their direct e-mail.
 */
export const data = (pageContext: PageContextServer) => {
  const { locale } = pageContext
  const person = contactPerson[locale]
  return {
    ...staticPageData(pageContext),
    jsonLd: [
      webPage(locale, 'contact', { about: { '@id': organizationId } }, 'ContactPage'),
      { ...organization(locale), employee: [teamMemberPerson(person.member, locale, { email: person.email })] },
      breadcrumbList(locale, ['contact']),
    ],
  }
}
export type Data = Awaited<ReturnType<typeof data>>
