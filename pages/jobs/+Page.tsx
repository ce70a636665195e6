import { useData } from 'vike-react/useData'
import { JobBenefits } from '../../components/sections/careers/job-benefits'
import { JobHero } from '../../components/sections/careers/job-hero'
import { JobOpenings } from '../../components/sections/careers/job-openings'
import { JobPreCta } from '../../components/sections/careers/job-pre-cta'
import { Section } from '../../components/ui/section'
import { careersPageStrings } from '../../content/pages/careers/careers'
import { useStrings } from '../../renderer/locale'
import type { Data } from './+data'

/** The careers landing page: hero with the service pages, benefits intro and the openings grid. */
export default function Page() {
  const { meta, openings, serviceLinks } = useData<Data>()
  const t = useStrings(careersPageStrings).page
  return (
    <>
      <JobHero eyebrow={t.landing.eyebrow} title={meta.title} subtitle={t.landing.lead}>
        <nav aria-label={t.landing.servicesLabel}>
          <p className="mb-3 text-sm font-semibold text-fg-muted">{t.landing.servicesLabel}</p>
          <ul className="flex flex-wrap gap-2">
            {serviceLinks.map((link) => (
              <li key={link.id}>
                <a
                  href={link.href}
                  className="inline-flex h-10 items-center rounded-pill border border-border bg-bg px-4 font-medium text-fg hover:border-primary hover:text-primary"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </JobHero>
      <Section aria-labelledby="careers-benefits-intro">
        <div className="grid gap-10 lg:grid-cols-[1fr_1.4fr]">
          <div>
            <h2 id="careers-benefits-intro" className="text-h2 text-fg">
              {t.landing.benefitsHeading}
            </h2>
            {t.landing.benefitsIntro.map((paragraph) => (
              <p key={paragraph} className="mt-4 text-lg leading-relaxed text-fg-muted">
                {paragraph}
              </p>
            ))}
          </div>
          <JobBenefits headingId="careers-benefits" heading={t.benefitsHeading} />
        </div>
      </Section>
      <div className="border-t border-border">
        <JobOpenings openings={openings} />
      </div>
      <JobPreCta />
    </>
  )
}
