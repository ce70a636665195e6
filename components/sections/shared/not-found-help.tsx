import { serviceTarget } from '../../../content/pages/services/links'
import { serviceDirectory } from '../../../content/pages/services/directory'
import { pathFor } from '../../../content/site/routes'
import { ui } from '../../../content/strings/layout'
import { searchStrings } from '../../../content/strings/search'
import { useLocale } from '../../../renderer/locale'
import { Button } from '../../ui/button'
import { Container } from '../../ui/container'
import { Link } from '../../ui/link'

/**
 * What a visitor who followed a broken link can do next on the 404 page: search the site (a plain
 * form to the search page, which works before any script and without one) or go straight to one
 * of the services, listed from the service files in the site's order.
 */
export function NotFoundHelp() {
  const locale = useLocale()
  const t = ui[locale].notFound
  return (
    <Container className="grid gap-10 py-section lg:grid-cols-2 lg:gap-16">
      <form role="search" action={pathFor('search', locale)} method="get" data-slot="not-found-search">
        <h2 className="text-h3 text-fg">
          <label htmlFor="not-found-q">{t.searchLabel}</label>
        </h2>
        <div className="mt-3 flex gap-2">
          <input
            id="not-found-q"
            type="search"
            name="q"
            required
            autoComplete="off"
            enterKeyHint="search"
            className="block w-full min-w-0 rounded-control border border-border bg-bg px-3 py-2.5 text-fg placeholder:text-fg-muted focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring"
          />
          <Button type="submit">{searchStrings[locale].submit}</Button>
        </div>
      </form>
      <nav aria-labelledby="not-found-services" data-slot="not-found-services">
        <h2 id="not-found-services" className="text-h3 text-fg">
          {t.servicesHeading}
        </h2>
        <ul className="mt-3 grid gap-x-6 gap-y-1 sm:grid-cols-2">
          {serviceDirectory.map((service) => {
            const target = serviceTarget(service.id, locale)
            return (
              <li key={service.id}>
                <Link
                  to={target.to}
                  params={target.params}
                  className="inline-flex min-h-11 items-center font-medium text-primary"
                >
                  {service.name[locale]}
                </Link>
              </li>
            )
          })}
        </ul>
      </nav>
    </Container>
  )
}
