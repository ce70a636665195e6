import type { Story, StoryDefault } from '@ladle/react'
import { caseStudies } from '../../../content/pages/case-studies'
import { projects, projectsPage } from '../../../content/pages/projects'
import { useLocale } from '../../../renderer/locale'
import { ProjectShowcase } from './project-showcase'

export default { title: 'Sections / Project showcase' } satisfies StoryDefault

/**
 * The first three projects, as the projects page shows them (no quotes: each client's words are on
 * its case study), or with the first client's quote, as the showcase can show one.
 */
function Showcase({ withTestimonial = false }: { withTestimonial?: boolean }) {
  const locale = useLocale()
  const copy = projectsPage[locale]
  const list = projects[locale].slice(0, 3)
  const quote = caseStudies[locale].find((study) => study.id === list[0]!.id)!.testimonial
  const shown = withTestimonial
    ? [
        {
          ...list[0]!,
          testimonial: { quote: quote.quote, name: quote.name, role: `${quote.role}, ${quote.company}` },
        },
        ...list.slice(1),
      ]
    : list
  return (
    <div className="-m-6">
      <ProjectShowcase projects={shown} title={copy.showcaseTitle} intro={copy.showcaseIntro} strings={copy} />
    </div>
  )
}

export const Norwegian: Story = () => <Showcase />
Norwegian.meta = { locale: 'nb' }
export const English: Story = () => <Showcase />
English.meta = { locale: 'en' }
export const WithTestimonial: Story = () => <Showcase withTestimonial />
WithTestimonial.meta = { locale: 'en' }
