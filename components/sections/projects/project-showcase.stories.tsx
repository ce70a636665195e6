import type { Story, StoryDefault } from '@ladle/react'
import { projects, projectsPage } from '../../../content/pages/projects'
import { useLocale } from '../../../renderer/locale'
import { ProjectShowcase } from './project-showcase'

export default { title: 'Sections / Project showcase' } satisfies StoryDefault

/** The first three projects: with a testimonial, and (the last case) without one. */
function Showcase({ withoutTestimonial = false }: { withoutTestimonial?: boolean }) {
  const locale = useLocale()
  const copy = projectsPage[locale]
  const list = withoutTestimonial ? projects[locale].filter((p) => !p.testimonial) : projects[locale].slice(0, 3)
  return (
    <div className="-m-6">
      <ProjectShowcase projects={list} title={copy.showcaseTitle} intro={copy.showcaseIntro} strings={copy} />
    </div>
  )
}

export const Norwegian: Story = () => <Showcase />
Norwegian.meta = { locale: 'nb' }
export const English: Story = () => <Showcase />
English.meta = { locale: 'en' }
export const WithoutTestimonial: Story = () => <Showcase withoutTestimonial />
WithoutTestimonial.meta = { locale: 'en' }
