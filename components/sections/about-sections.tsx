import type { AboutPageCopy } from '../../content/about'
import { phoneHref, settings } from '../../content/settings'
import { Icon } from '../ui/icon'
import { Link } from '../ui/link'
import { RichText } from '../ui/rich-text'
import { Section } from '../ui/section'
import { SectionHeading } from './section-heading'

/** Who we are: the story beside the agency's key figures (all from content/facts.ts). */
function AboutStory({ story, id = 'hvem-vi-er' }: { story: AboutPageCopy['story']; id?: string }) {
  return (
    <Section id={id} aria-labelledby={`${id}-title`} data-section="about-story">
      <div className="grid gap-12 lg:grid-cols-[1.2fr_1fr] lg:gap-16">
        <div>
          <h2 id={`${id}-title`} className="text-h2">
            {story.title}
          </h2>
          <div className="mt-5 text-lead">
            <RichText value={story.body} className="text-fg-muted" />
          </div>
        </div>
        <div>
          <h3 className="sr-only">{story.figuresLabel}</h3>
          <dl data-slot="about-figures" className="grid gap-4 sm:grid-cols-2">
            {story.figures.map((figure) => (
              <div
                key={figure.id}
                data-figure={figure.id}
                className="flex flex-col-reverse justify-end rounded-card border border-border bg-surface p-6"
              >
                <dt className="mt-2 text-fg-muted">{figure.label}</dt>
                <dd className="text-h1 text-primary tabular-nums">{figure.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </Section>
  )
}

/** How a project runs: numbered steps in order. */
function AboutProcess({ process, id = 'slik-jobber-vi' }: { process: AboutPageCopy['process']; id?: string }) {
  return (
    <Section id={id} aria-labelledby={`${id}-title`} data-section="about-process">
      <SectionHeading id={`${id}-title`} title={process.title} intro={process.intro} />
      <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
        {process.items.map((step, i) => (
          <li key={step.id} data-slot="process-step" className="rounded-card border border-border bg-bg p-6">
            <span
              aria-hidden="true"
              className="inline-flex size-11 items-center justify-center rounded-pill bg-primary text-lg font-bold text-primary-fg"
            >
              {i + 1}
            </span>
            <h3 className="mt-4 text-h3">{step.title}</h3>
            <RichText value={step.description} className="mt-2 text-fg-muted" />
          </li>
        ))}
      </ol>
    </Section>
  )
}

/** The offices from settings, with the agency's phone and e-mail. */
function AboutOffices({ offices, id = 'kontorer' }: { offices: AboutPageCopy['offices']; id?: string }) {
  return (
    <Section id={id} tone="muted" aria-labelledby={`${id}-title`} data-section="about-offices">
      <SectionHeading id={`${id}-title`} title={offices.title} intro={offices.intro} />
      <ul className="grid gap-6 md:grid-cols-2">
        {settings.offices.map((office) => (
          <li key={office.city} data-slot="office" className="rounded-card border border-border bg-bg p-6 shadow-card">
            <h3 className="flex items-center gap-2 text-h3">
              <Icon name="mapPin" className="text-primary" />
              {office.city}
            </h3>
            <p className="mt-2 text-fg-muted">{offices.cityIntro}</p>
            <ul className="mt-4 space-y-2">
              <li>
                <a href={phoneHref()} className="inline-flex items-center gap-2 text-fg hover:underline">
                  <Icon name="phone" />
                  <span className="sr-only">{offices.phoneLabel}: </span>
                  {settings.phone}
                </a>
              </li>
              <li>
                <a href={`mailto:${settings.email}`} className="inline-flex items-center gap-2 text-fg hover:underline">
                  <Icon name="mail" />
                  <span className="sr-only">{offices.emailLabel}: </span>
                  {settings.email}
                </a>
              </li>
            </ul>
          </li>
        ))}
      </ul>
      <p className="mt-8">
        <Link to="jobs" className="inline-flex items-center gap-1 font-semibold text-primary">
          {offices.jobsLink}
          <Icon name="arrowRight" />
        </Link>
      </p>
    </Section>
  )
}

export { AboutStory, AboutProcess, AboutOffices }
