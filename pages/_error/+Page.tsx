import { usePageContext } from 'vike-react/usePageContext'
import { ButtonLink } from '../../components/ui/button'
import { NotFoundHelp } from '../../components/sections/shared/not-found-help'
import { PageHero } from '../../components/sections/shared/page-hero'
import { pathFor } from '../../content/site/routes'
import { ui } from '../../content/strings/layout'
import { layoutCopy } from '../../content/pages/layout'

/** The 404 page (and, should rendering ever fail, the error page) in the URL's language. */
export default function Page() {
  const { locale, is404 } = usePageContext()
  const t = ui[locale]
  if (!is404) return <PageHero title={t.serverError.title} lead={t.serverError.body} />
  return (
    <>
      <PageHero title={t.notFound.title} lead={layoutCopy[locale].notFound.body}>
        <ButtonLink href={pathFor('home', locale)}>{t.notFound.backHome}</ButtonLink>
        <ButtonLink href={pathFor('contact', locale)} variant="outline">
          {t.notFound.contactUs}
        </ButtonLink>
      </PageHero>
      <NotFoundHelp />
    </>
  )
}
