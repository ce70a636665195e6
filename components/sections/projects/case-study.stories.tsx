import type { Story, StoryDefault } from '@ladle/react'
import { caseStudies, nextCaseStudy } from '../../../content/pages/case-studies'
import { projectsPage } from '../../../content/pages/projects'
import { useLocale } from '../../../renderer/locale'
import { Breadcrumbs } from '../shared/breadcrumbs'
import { CaseStudyArticle, NextCase } from './case-study'
import { BrowserFrame, PhoneFrame } from './device-frames'
import { PreCta } from '../shared/pre-cta'

export default { title: 'Sections / Case study' } satisfies StoryDefault

/** A whole case study page body, as pages/project-case renders it. */
function CaseStudyPage({ id }: { id: string }) {
  const locale = useLocale()
  const study = caseStudies[locale].find((c) => c.id === id)!
  const crumbs = [
    { name: locale === 'nb' ? 'Forsiden' : 'Home', href: locale === 'nb' ? '/' : '/en/' },
    { name: locale === 'nb' ? 'Prosjekter' : 'Projects', href: locale === 'nb' ? '/prosjekter/' : '/en/projects/' },
    { name: study.client, href: study.path },
  ]
  return (
    <div className="-m-6">
      <CaseStudyArticle study={study} crumbs={crumbs} />
      <NextCase next={nextCaseStudy(locale, study.id)} />
      <PreCta cta={projectsPage[locale].cta} />
    </div>
  )
}

export const BakeryNorwegian: Story = () => <CaseStudyPage id="nordvik-bakeri" />
BakeryNorwegian.meta = { locale: 'nb' }
export const LogisticsEnglish: Story = () => <CaseStudyPage id="kystlinje-logistikk" />
LogisticsEnglish.meta = { locale: 'en' }
export const ClinicNorwegian: Story = () => <CaseStudyPage id="bergli-klinikk" />
ClinicNorwegian.meta = { locale: 'nb' }

/** The two device frames on their own: every case's screenshots, desktop beside phone. */
function Frames() {
  const locale = useLocale()
  return (
    <ul className="grid gap-10 md:grid-cols-2">
      {caseStudies[locale].map((study) => (
        <li key={study.id} className="grid grid-cols-[3fr_1fr] items-end gap-4">
          <BrowserFrame
            image={study.site.desktop}
            alt={study.site.alt.desktop}
            host={study.site.host}
            sizes="(min-width: 768px) 36vw, 72vw"
          />
          <PhoneFrame image={study.site.phone} alt={study.site.alt.phone} sizes="(min-width: 768px) 12vw, 24vw" />
        </li>
      ))}
    </ul>
  )
}

export const DeviceFramesNorwegian: Story = () => <Frames />
DeviceFramesNorwegian.meta = { locale: 'nb' }
export const DeviceFramesEnglish: Story = () => <Frames />
DeviceFramesEnglish.meta = { locale: 'en' }

export const BreadcrumbTrail: Story = () => (
  <Breadcrumbs
    label="Breadcrumb"
    crumbs={[
      { name: 'Home', href: '/en/' },
      { name: 'Projects', href: '/en/projects/' },
      { name: 'Solvind Kurs', href: '/en/projects/solvind-kurs/' },
    ]}
  />
)
BreadcrumbTrail.meta = { locale: 'en' }
