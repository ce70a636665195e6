import { Section } from '../../ui/section'
import { SectionHeading } from '../shared/section-heading'

type ProcessStepsProps = {
  title: string
  intro?: string
  steps: { title: string; description: string }[]
  id?: string
}

/** A numbered list of the steps of working together. */
function ProcessSteps({ title, intro, steps, id = 'prosess' }: ProcessStepsProps) {
  return (
    <Section id={id} tone="muted" aria-labelledby={`${id}-title`} data-section="process-steps">
      <SectionHeading id={`${id}-title`} title={title} intro={intro} />
      <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
        {steps.map((step, i) => (
          <li key={step.title} className="rounded-card border border-border bg-bg p-6">
            <span
              aria-hidden="true"
              className="inline-flex size-10 items-center justify-center rounded-pill bg-primary font-bold text-primary-fg"
            >
              {i + 1}
            </span>
            <h3 className="mt-4 text-h3">{step.title}</h3>
            <p className="mt-2 text-fg-muted">{step.description}</p>
          </li>
        ))}
      </ol>
    </Section>
  )
}

export { ProcessSteps }
