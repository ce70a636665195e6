import type { AboutPageCopy } from '../../../content/pages/about'
import { settings } from '../../../content/site/settings'
import { imageAlt } from '../../../media-src/alt'
import { illustrationFor } from '../../../media-src/illustrations'
import type { TeamMember } from '../../../media-src/team'
import { useLocale } from '../../../renderer/locale'
import { ButtonLink } from '../../ui/button'
import { Container } from '../../ui/container'
import { Icon } from '../../ui/icon'
import { hrefFor, Link } from '../../ui/link'
import { Picture } from '../../ui/picture'
import { RichText } from '../../ui/rich-text'
import { Section } from '../../ui/section'
import { ContactCta } from '../shared/contact-cta'
import { linkTargetProps } from '../shared/link-target'
import { SectionHeading } from '../shared/section-heading'
import { HeroIntro } from '../shared/hero-intro'
import { OfficeAddress, OfficeName } from '../shared/office-address'
import { linkCard } from '../../ui/card'
import { cn } from '../../ui/cn'

/**
 * The about page's hero: the page's one h1 and its actions beside the about illustration, which
 * takes the wider half on a desktop; under the buttons, the team's portraits lead to the team.
 * Buttons may wrap on a phone rather than widen a 320 px page.
 */
function AboutHero({
  hero,
  team,
  teamAnchor = 'folkene',
}: {
  hero: AboutPageCopy['hero']
  team: readonly TeamMember[]
  teamAnchor?: string
}) {
  const locale = useLocale()
  const image = illustrationFor.about
  const wrap = 'max-sm:h-auto max-sm:py-3 max-sm:whitespace-normal'
  return (
    <section data-slot="about-hero" className="overflow-hidden border-b border-border bg-surface py-section">
      <Container className="grid items-center gap-10 lg:grid-cols-[1fr_1.15fr] lg:gap-14">
        <div>
          <HeroIntro hero={hero} />
          <div className="mt-8 flex flex-wrap gap-3">
            <ContactCta size="lg" className={wrap}>
              {hero.button}
            </ContactCta>
            {hero.secondary ? (
              <ButtonLink size="lg" variant="outline" className={wrap} {...linkTargetProps(hero.secondary, locale)}>
                {hero.secondary.text}
              </ButtonLink>
            ) : null}
          </div>
          <a
            href={`#${teamAnchor}`}
            data-slot="about-team-link"
            className="group mt-8 inline-flex flex-wrap items-center gap-x-4 gap-y-2 font-semibold text-fg"
          >
            <span className="flex -space-x-3" aria-hidden="true">
              {team.map((member) => (
                <Picture
                  key={member.id}
                  image={member.portrait.image}
                  alt=""
                  sizes="44px"
                  loading="eager"
                  sizing="fixed"
                  className="block size-11 rounded-pill border-2 border-surface bg-bg object-cover object-top"
                />
              ))}
            </span>
            <span className="inline-flex items-center gap-1 underline-offset-4 group-hover:underline">
              {hero.teamLink}
              <Icon name="arrowRight" />
            </span>
          </a>
        </div>
        <Picture
          image={image}
          alt={imageAlt[image][locale]}
          priority
          sizes="(min-width: 1200px) 640px, (min-width: 1024px) 52vw, 100vw"
          className="w-full rounded-card shadow-raised"
        />
      </Container>
    </section>
  )
}

export type CaseResultCard = { id: string; client: string; value: string; label: string; path: string }

/** What we have done: every case study's headline figure, each card a link to its case. */
function AboutWork({
  work,
  cases,
  id = 'dette-har-vi-gjort',
}: {
  work: AboutPageCopy['work']
  cases: readonly CaseResultCard[]
  id?: string
}) {
  const locale = useLocale()
  return (
    <Section id={id} tone="muted" aria-labelledby={`${id}-title`} data-section="about-work">
      <SectionHeading id={`${id}-title`} title={work.title} intro={work.intro} />
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {cases.map((item) => (
          <li key={item.id} data-slot="about-case" data-case={item.id}>
            <article className={cn(linkCard, 'flex h-full flex-col p-4 sm:p-6')}>
              <p className="text-h3 text-primary tabular-nums sm:text-h2">{item.value}</p>
              <p className="mt-1 text-sm text-fg-muted sm:text-base">{item.label}</p>
              <h3 className="mt-auto pt-4 text-sm font-semibold sm:text-base">
                <a href={item.path} className="after:absolute after:inset-0 group-hover:underline">
                  {item.client}
                  <span className="sr-only">: {work.readCase}</span>
                </a>
              </h3>
            </article>
          </li>
        ))}
      </ul>
      <p className="mt-8">
        <ButtonLink variant="outline" href={hrefFor('projects', locale)}>
          {work.allProjects}
          <Icon name="arrowRight" />
        </ButtonLink>
      </p>
    </Section>
  )
}

/** Who we are: the story beside the agency's key figures (all from content/facts/facts.ts). */
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
                {figure.basis ? (
                  <dd data-slot="figure-basis" className="order-first mt-3 text-sm text-fg-muted">
                    {figure.basis}
                  </dd>
                ) : null}
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

/** The offices from settings: each one's address and phone, the agency's e-mail, and who works there. */
function AboutOffices({
  offices,
  team = [],
  id = 'kontorer',
}: {
  offices: AboutPageCopy['offices']
  /** The people of each office are named under it. */
  team?: readonly TeamMember[]
  id?: string
}) {
  return (
    <Section id={id} aria-labelledby={`${id}-title`} data-section="about-offices">
      <SectionHeading id={`${id}-title`} title={offices.title} intro={offices.intro} />
      <ul className="grid gap-6 md:grid-cols-2">
        {settings.offices.map((office) => (
          <li key={office.id} data-slot="office" className="rounded-card border border-border bg-bg p-6 shadow-card">
            <h3 className="flex items-center gap-2 text-h3">
              <Icon name="mapPin" className="text-primary" />
              <span>
                <OfficeName office={office} />
              </span>
            </h3>
            <p className="mt-2 text-fg-muted">{offices.cityIntro}</p>
            {team.some((member) => member.city === office.city) ? (
              <p data-slot="office-people" className="mt-3 text-sm text-fg-muted">
                <span className="font-semibold text-fg">{offices.peopleLabel}: </span>
                {team
                  .filter((member) => member.city === office.city)
                  .map((member) => member.name)
                  .join(', ')}
              </p>
            ) : null}
            <OfficeAddress office={office} className="mt-4 text-fg">
              <a
                href={`mailto:${settings.email}`}
                className="mt-2 flex w-fit items-center gap-2 [overflow-wrap:anywhere] text-fg hover:underline"
              >
                <Icon name="mail" />
                <span className="sr-only">{offices.emailLabel}: </span>
                {settings.email}
              </a>
            </OfficeAddress>
          </li>
        ))}
      </ul>
      <p className="mt-8">
        <Link to="jobs" variant="more">
          {offices.jobsLink}
        </Link>
      </p>
    </Section>
  )
}

export { AboutHero, AboutStory, AboutProcess, AboutWork, AboutOffices }
