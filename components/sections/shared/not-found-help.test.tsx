// @vitest-environment jsdom
/**
 * The 404 page leads on: a search of the site that works as a plain form, and every service by
 * name, in the page's language.
 */
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { serviceDirectory } from '../../../content/pages/services/directory'
import { servicePath } from '../../../content/pages/services/links'
import { locales } from '../../../content/site/locales'
import { pathFor } from '../../../content/site/routes'
import { ui } from '../../../content/strings/layout'
import { searchStrings } from '../../../content/strings/search'
import { LocaleProvider } from '../../../renderer/locale'
import { NotFoundHelp } from './not-found-help'

afterEach(cleanup)

describe('the help on the 404 page', () => {
  for (const locale of locales) {
    it(`(${locale}) searches the site through the search page, with no script needed`, () => {
      render(
        <LocaleProvider locale={locale}>
          <NotFoundHelp />
        </LocaleProvider>,
      )
      const search = screen.getByRole('search')
      expect(search).toHaveAttribute('action', pathFor('search', locale))
      expect(search).toHaveAttribute('method', 'get')
      const field = within(search).getByRole('searchbox', { name: ui[locale].notFound.searchLabel })
      expect(field).toHaveAttribute('name', 'q')
      expect(field).toBeRequired()
      expect(within(search).getByRole('button', { name: searchStrings[locale].submit })).toHaveAttribute(
        'type',
        'submit',
      )
    })

    it(`(${locale}) links every service by its name, in the site's order`, () => {
      render(
        <LocaleProvider locale={locale}>
          <NotFoundHelp />
        </LocaleProvider>,
      )
      const nav = screen.getByRole('navigation', { name: ui[locale].notFound.servicesHeading })
      const links = within(nav).getAllByRole('link')
      expect(serviceDirectory.length).toBeGreaterThan(0)
      expect(links.map((link) => link.textContent)).toEqual(serviceDirectory.map((service) => service.name[locale]))
      expect(links.map((link) => link.getAttribute('href'))).toEqual(
        serviceDirectory.map((service) => servicePath(service.id, locale)),
      )
    })
  }
})
