import { useData } from 'vike-react/useData'
import { contactThanks } from '../../content/pages/contact-thanks'
import { PageHero } from '../../components/sections/shared/page-hero'
import { Section } from '../../components/ui/section'
import { Link } from '../../components/ui/link'
import { useStrings } from '../../renderer/locale'
import type { Data } from './+data'

export default function Page() {
  const { meta } = useData<Data>()
  const copy = useStrings(contactThanks)
  return (
    <>
      <PageHero title={meta.title} lead={meta.description} />
      <Section aria-labelledby="thanks-steps">
        <h2 id="thanks-steps" className="text-h2">
          {copy.stepsHeading}
        </h2>
        <ol className="mt-8 grid gap-6 md:grid-cols-3">
          {copy.steps.map((step, index) => (
            <li key={step.title} className="rounded-card border border-border bg-surface p-6">
              <span aria-hidden="true" className="text-display font-bold text-primary">
                {index + 1}
              </span>
              <h3 className="mt-2 text-h3">{step.title}</h3>
              <p className="mt-2 text-fg-muted">{step.body}</p>
            </li>
          ))}
        </ol>
        <h2 className="mt-12 text-h3">{copy.onwardHeading}</h2>
        <ul className="mt-4 space-y-2">
          {copy.onward.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="font-semibold text-primary hover:underline">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </Section>
    </>
  )
}
