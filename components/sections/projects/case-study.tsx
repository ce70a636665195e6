import type { ReactNode } from 'react'
import type { CaseStudy } from '../../../content/pages/case-studies'
import { listOf, weeks } from '../../../content/pages/case-studies/format'
import { caseStudyUi } from '../../../content/strings/cases'
import { useLocale, useStrings } from '../../../renderer/locale'
import { ButtonLink } from '../../ui/button'
import { cn } from '../../ui/cn'
import { Container } from '../../ui/container'
import { Icon } from '../../ui/icon'
import { hrefFor } from '../../ui/link'
import { Picture } from '../../ui/picture'
import { Section } from '../../ui/section'
import { Breadcrumbs, type Crumb } from '../shared/breadcrumbs'
import { BrowserFrame, PhoneFrame } from './device-frames'
import { SectionHeading } from '../shared/section-heading'
import { ThemedImage } from '../shared/themed-image'
import { linkCard } from '../../ui/card'

/**
 * The sections of a case study page, in the order a buyer reads a case: who the client is and
 * what came of it, the challenge, the approach, the delivered website, the results, the client's
 * own words and the next case. All server-rendered; none needs a script.
 */

type StudyProps = { study: CaseStudy }

type FactProps = { id: string; term: string; wide?: boolean; children: ReactNode }

function Fact({ id, term, wide = false, children }: FactProps) {
  return (
    <div data-fact={id} className={cn(wide && 'col-span-2')}>
      <dt className="font-semibold text-fg-muted">{term}</dt>
      <dd className="mt-1 text-base text-fg">{children}</dd>
    </div>
  )
}

/**
 * The project's facts as a description list: client, sector, the year delivered and the weeks it
 * took (side by side: both are short), the team's roles in a sentence, what was delivered, and
 * the site's address.
 */
function CaseFacts({ study, className }: StudyProps & { className?: string }) {
  const strings = useStrings(caseStudyUi)
  const locale = useLocale()
  const team = listOf(
    study.project.team.map((role) => strings.roles[role]),
    locale,
  )
  return (
    <dl data-slot="case-facts-list" className={cn('grid grid-cols-2 gap-x-6 gap-y-4 text-sm', className)}>
      <Fact id="client" term={strings.facts.client} wide>
        {study.client}
      </Fact>
      <Fact id="sector" term={strings.facts.sector} wide>
        {study.sector}
      </Fact>
      <Fact id="year" term={strings.facts.year}>
        {study.project.year}
      </Fact>
      <Fact id="duration" term={strings.facts.duration}>
        {weeks(study.project.weeks, locale)}
      </Fact>
      <Fact id="team" term={strings.facts.team} wide>
        {team.charAt(0).toLocaleUpperCase(locale) + team.slice(1)}
      </Fact>
      <Fact id="scope" term={strings.facts.services} wide>
        <ul className="space-y-1">
          {study.services.map((service) => (
            <li key={service} className="flex items-start gap-2">
              <Icon name="check" className="mt-0.5 text-primary" />
              {service}
            </li>
          ))}
        </ul>
      </Fact>
      <Fact id="website" term={strings.facts.website} wide>
        {study.site.host}
      </Fact>
    </dl>
  )
}

/** Client and sector, the heading, the result in one line with its figure, and the project's facts. */
function CaseHero({ study, crumbs }: StudyProps & { crumbs: readonly Crumb[] }) {
  const strings = useStrings(caseStudyUi)
  const locale = useLocale()
  return (
    <section data-slot="case-hero" className="border-b border-border bg-surface py-section">
      <Container>
        <Breadcrumbs crumbs={crumbs} label={strings.breadcrumb} />
        <div className="mt-8 grid items-start gap-10 lg:grid-cols-[1.5fr_1fr] lg:gap-16">
          <div>
            <p data-slot="case-client" className="font-semibold text-primary">
              {study.client}
              <span aria-hidden="true"> · </span>
              <span className="sr-only">, </span>
              <span className="font-normal text-fg-muted">{study.sector}</span>
            </p>
            <h1 className="mt-3 text-display text-fg">{study.title}</h1>
            <p
              data-slot="case-headline"
              className="mt-6 inline-flex items-start gap-2 rounded-card bg-surface-strong px-4 py-3 text-lead font-semibold text-fg"
            >
              <Icon name="check" className="mt-1 text-success" />
              <span>
                <span className="sr-only">{strings.headlineLabel}: </span>
                {study.headline}
              </span>
            </p>
            <p className="mt-6 max-w-prose text-lead text-fg-muted">{study.summary}</p>
          </div>
          <aside
            aria-labelledby="case-facts-title"
            data-slot="case-facts"
            className="rounded-card border border-border bg-bg p-6 shadow-card"
          >
            <h2 id="case-facts-title" className="sr-only">
              {strings.facts.label}
            </h2>
            <ThemedImage image={study.logo} sizes="200px" sizing="fixed" className="h-10 w-auto" />
            <CaseFacts study={study} className="mt-6" />
            <p className="mt-6">
              <a
                data-slot="case-service-link"
                href={hrefFor(study.service.to, locale, study.service.params)}
                className="inline-flex items-center gap-1 font-semibold text-primary underline-offset-4 hover:underline"
              >
                {study.service.text}
                <Icon name="arrowRight" />
              </a>
            </p>
          </aside>
        </div>
      </Container>
    </section>
  )
}

/** The client's problem before the project, beside the goal it set. */
function CaseChallenge({ study, id = 'utfordringen' }: StudyProps & { id?: string }) {
  const strings = useStrings(caseStudyUi)
  return (
    <Section id={id} aria-labelledby={`${id}-title`} data-section="case-challenge">
      <div className="grid items-start gap-10 lg:grid-cols-[1.5fr_1fr] lg:gap-16">
        <div>
          <h2 id={`${id}-title`} className="text-h2">
            {strings.challenge}
          </h2>
          <div className="mt-5 max-w-prose space-y-4 text-lead text-fg-muted">
            {study.challenge.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
        <div data-slot="case-goal" className="rounded-card border-l-4 border-accent bg-surface p-6">
          <h3 className="text-sm font-semibold tracking-wide text-fg-muted uppercase">{strings.goal}</h3>
          <p className="mt-3 text-h3 text-fg">{study.goal}</p>
        </div>
      </div>
    </Section>
  )
}

/** Grid columns per number of steps, so that two, three or four steps fill their row. */
const stepColumns: Record<number, string> = {
  2: 'md:grid-cols-2',
  3: 'md:grid-cols-3',
  4: 'md:grid-cols-2 lg:grid-cols-4',
}

/** How we went about it: numbered steps. */
function CaseApproach({ study, id = 'slik-loste-vi-det' }: StudyProps & { id?: string }) {
  const strings = useStrings(caseStudyUi)
  return (
    <Section id={id} tone="muted" aria-labelledby={`${id}-title`} data-section="case-approach">
      <SectionHeading id={`${id}-title`} title={strings.approach} />
      <ol className={cn('grid gap-6', stepColumns[study.approach.length])}>
        {study.approach.map((step, i) => (
          <li key={step.id} data-slot="case-step" className="rounded-card border border-border bg-bg p-6">
            <span
              aria-hidden="true"
              className="inline-flex size-11 items-center justify-center rounded-pill bg-primary text-lg font-bold text-primary-fg"
            >
              {i + 1}
            </span>
            <h3 className="mt-4 text-h3">
              <span className="sr-only">
                {strings.step} {i + 1}:{' '}
              </span>
              {step.title}
            </h3>
            <p className="mt-2 text-fg-muted">{step.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  )
}

/**
 * The delivered website: the desktop screenshot large in a browser frame, the phone screenshot in
 * a phone frame over its lower right corner, so both fit one screen on a phone as on a desktop.
 */
function CaseDelivered({ study, id = 'leveransen' }: StudyProps & { id?: string }) {
  const strings = useStrings(caseStudyUi)
  return (
    <Section id={id} aria-labelledby={`${id}-title`} data-section="case-delivered">
      <SectionHeading id={`${id}-title`} title={strings.delivered} intro={study.delivered} />
      <figure data-slot="case-screens">
        <div className="relative pr-[14%] pb-[10%]">
          <BrowserFrame
            image={study.site.desktop}
            alt={study.site.alt.desktop}
            host={study.site.host}
            sizes="(min-width: 1200px) 1030px, 86vw"
          />
          <div className="absolute right-0 bottom-0 w-[25%] drop-shadow-xl">
            <PhoneFrame image={study.site.phone} alt={study.site.alt.phone} sizes="(min-width: 1200px) 300px, 25vw" />
          </div>
        </div>
        <figcaption className="mt-4 text-sm text-fg-muted">
          {study.site.host} {strings.screens}
        </figcaption>
      </figure>
    </Section>
  )
}

/** Three or four results, each a figure from content/facts/facts.ts with what it counts. */
function CaseResults({ study, id = 'resultatene' }: StudyProps & { id?: string }) {
  const strings = useStrings(caseStudyUi)
  return (
    <Section id={id} tone="muted" aria-labelledby={`${id}-title`} data-section="case-results">
      <SectionHeading id={`${id}-title`} title={strings.results} />
      <dl
        data-slot="case-figures"
        className={cn(
          'grid gap-4 min-[24rem]:grid-cols-2',
          study.figures.length === 3 ? 'lg:grid-cols-3' : 'lg:grid-cols-4',
        )}
      >
        {study.figures.map((figure) => (
          <div
            key={figure.id}
            data-figure={figure.id}
            className="flex flex-col-reverse justify-end rounded-card border border-border bg-bg p-5 sm:p-6"
          >
            <dt className="mt-2 text-fg-muted">{figure.label}</dt>
            <dd data-slot="case-figure-value" className="text-h1 text-primary tabular-nums">
              {figure.value}
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  )
}

/** The client's own words, with name, role and company. */
function CaseQuote({ study, id = 'kunden-sier' }: StudyProps & { id?: string }) {
  const strings = useStrings(caseStudyUi)
  const { testimonial } = study
  return (
    <Section id={id} aria-labelledby={`${id}-title`} data-section="case-quote">
      <h2 id={`${id}-title`} className="text-sm font-semibold tracking-wide text-fg-muted uppercase">
        {strings.quote}
      </h2>
      <figure data-slot="case-testimonial" className="mt-6 max-w-4xl">
        <span aria-hidden="true" className="block text-display leading-none text-primary">
          “
        </span>
        <blockquote className="text-h2 font-semibold text-fg">
          <p>{testimonial.quote}</p>
        </blockquote>
        <figcaption className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-2">
          <span>
            <span data-slot="case-testimonial-name" className="block font-semibold text-fg">
              {testimonial.name}
            </span>
            <span className="block text-fg-muted">
              {testimonial.role}, {testimonial.company}
            </span>
          </span>
        </figcaption>
      </figure>
    </Section>
  )
}

/** The next case as a card with its screenshot, and a way back to all projects. */
function NextCase({ next, id = 'neste-prosjekt' }: { next: CaseStudy; id?: string }) {
  const strings = useStrings(caseStudyUi)
  const locale = useLocale()
  return (
    <Section id={id} tone="muted" aria-labelledby={`${id}-title`} data-section="case-next">
      <h2 id={`${id}-title`} className="text-h2">
        {strings.next}
      </h2>
      <article
        data-slot="next-case"
        className={cn(
          linkCard,
          'mt-8 grid items-center gap-6 overflow-hidden p-6 md:grid-cols-[1fr_1.1fr] md:gap-10 md:p-8',
        )}
      >
        <div>
          <p className="font-semibold text-primary">
            {next.client}
            <span aria-hidden="true"> · </span>
            <span className="sr-only">, </span>
            <span className="font-normal text-fg-muted">{next.sector}</span>
          </p>
          <h3 className="mt-2 text-h3">
            <a href={next.path} className="after:absolute after:inset-0 group-hover:underline">
              {next.title}
            </a>
          </h3>
          <p className="mt-3 flex items-center gap-2 text-sm font-semibold text-fg">
            <Icon name="check" className="text-success" />
            {next.result}
          </p>
          <p aria-hidden="true" className="mt-5 flex items-center gap-1 font-semibold text-primary">
            {strings.readCase}
            <Icon name="arrowRight" className="transition-transform group-hover:translate-x-1" />
          </p>
        </div>
        <Picture
          image={next.site.desktop}
          alt=""
          sizes="(min-width: 1200px) 560px, (min-width: 768px) 50vw, 90vw"
          className="w-full rounded-control border border-border"
        />
      </article>
      <p className="mt-8">
        <ButtonLink variant="outline" href={hrefFor('projects', locale)} data-slot="all-projects">
          {strings.allProjects}
          <Icon name="arrowRight" />
        </ButtonLink>
      </p>
    </Section>
  )
}

/** A case study's own sections, in reading order: client, challenge, approach, the delivered website, results, quote. */
function CaseStudyArticle({ study, crumbs }: StudyProps & { crumbs: readonly Crumb[] }) {
  return (
    <article data-slot="case-study" data-case={study.id}>
      <CaseHero study={study} crumbs={crumbs} />
      <CaseChallenge study={study} />
      <CaseApproach study={study} />
      <CaseDelivered study={study} />
      <CaseResults study={study} />
      <CaseQuote study={study} />
    </article>
  )
}

export { CaseFacts, CaseStudyArticle, NextCase }
