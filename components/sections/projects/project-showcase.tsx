import type { Project } from '../../../content/pages/projects'
import { useLocale } from '../../../renderer/locale'
import { ButtonLink } from '../../ui/button'
import { cn } from '../../ui/cn'
import { Icon } from '../../ui/icon'
import { hrefFor } from '../../ui/link'
import { RichText } from '../../ui/rich-text'
import { Section } from '../../ui/section'
import { linkTargetProps } from '../shared/link-target'
import { SectionHeading } from '../shared/section-heading'
import { ThemedImage } from '../shared/themed-image'

type ShowcaseStrings = { stepLabel: string; resultLabel: string; clientLabel: string; readCase: string }

type ProjectShowcaseProps = {
  projects: Project[]
  title: string
  intro?: string
  strings: ShowcaseStrings
  id?: string
}

/** The step number as the list shows it: 01, 02 … (the same digits in both languages). */
function stepNumber(step: number): string {
  return String(step).padStart(2, '0')
}

function ProjectItem({ project, strings, flip }: { project: Project; strings: ShowcaseStrings; flip: boolean }) {
  const locale = useLocale()
  const titleId = `${project.id}-title`
  const casePath = hrefFor('projectCase', locale, project.caseParams)
  return (
    <li id={project.id} data-slot="project" data-step={project.step} className="scroll-mt-24">
      <article aria-labelledby={titleId} className="grid items-start gap-8 lg:grid-cols-2 lg:gap-14">
        <div className={cn('overflow-hidden rounded-card border border-border shadow-card', flip && 'lg:order-2')}>
          <ThemedImage
            image={project.image}
            sizes="(min-width: 1280px) 560px, (min-width: 1024px) 45vw, 100vw"
            className="w-full"
          />
        </div>
        <div>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm font-semibold">
            <span data-slot="project-step" className="text-h2 leading-none text-primary tabular-nums">
              <span className="sr-only">{strings.stepLabel} </span>
              {stepNumber(project.step)}
            </span>
            <span className="text-fg-muted">
              <span className="sr-only">{strings.clientLabel}: </span>
              {project.client}
            </span>
          </p>
          <h3 id={titleId} className="mt-3 text-h3">
            <a href={casePath} className="underline-offset-4 hover:underline">
              {project.title}
            </a>
          </h3>
          <p
            data-slot="project-result"
            className="mt-3 inline-flex items-center gap-2 rounded-pill bg-surface-strong px-3 py-1 text-sm font-semibold text-fg"
          >
            <Icon name="check" className="text-success" />
            <span className="sr-only">{strings.resultLabel}: </span>
            {project.result}
          </p>
          <RichText value={project.description} className="mt-5 text-fg-muted" />
          {project.testimonial ? (
            <figure
              data-slot="project-testimonial"
              className="mt-6 rounded-card border-l-4 border-primary bg-surface p-5"
            >
              <blockquote className="text-fg">
                <p>{project.testimonial.quote}</p>
              </blockquote>
              <figcaption className="mt-3 text-sm">
                <span className="font-semibold text-fg">{project.testimonial.name}</span>
                <span className="text-fg-muted">, {project.testimonial.role}</span>
              </figcaption>
            </figure>
          ) : null}
          <p className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3">
            <ButtonLink href={casePath} data-slot="project-case-link">
              {strings.readCase}
              <span className="sr-only">: {project.client}</span>
              <Icon name="arrowRight" />
            </ButtonLink>
            {project.link ? (
              <a
                data-slot="project-link"
                {...linkTargetProps(project.link, locale)}
                className="inline-flex items-center gap-1 font-semibold text-primary underline-offset-4 hover:underline"
              >
                {project.link.text}
                <Icon name="arrowRight" />
              </a>
            ) : null}
          </p>
        </div>
      </article>
    </li>
  )
}

/**
 * The project showcase list: numbered steps, each with a title, a description,
 * the result, an optional link and an optional client testimonial, and a link to its case study.
 * Images alternate sides.
 */
function ProjectShowcase({ projects, title, intro, strings, id = 'prosjekter' }: ProjectShowcaseProps) {
  return (
    <Section id={id} aria-labelledby={`${id}-title`} data-section="project-showcase">
      <SectionHeading id={`${id}-title`} title={title} intro={intro} />
      <ol className="space-y-20">
        {projects.map((project, i) => (
          <ProjectItem key={project.id} project={project} strings={strings} flip={i % 2 === 1} />
        ))}
      </ol>
    </Section>
  )
}

export { ProjectShowcase }
