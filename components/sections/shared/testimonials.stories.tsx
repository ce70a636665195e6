import type { Story, StoryDefault } from '@ladle/react'
import { homeCopy } from '../../../content/pages/home'
import { featuredTestimonialId, testimonialsById } from '../../../content/shared/testimonials'
import { useLocale } from '../../../renderer/locale'
import { Testimonials } from './testimonials'

export default { title: 'Sections / Testimonials' } satisfies StoryDefault

/** The client testimonial with the intro video (opens a lightbox) and the carousel below it. */
function WithVideo() {
  const locale = useLocale()
  const copy = homeCopy[locale].testimonials
  return (
    <div className="-m-6">
      <Testimonials
        title={copy.title}
        intro={copy.intro}
        featured={testimonialsById(locale, [featuredTestimonialId])[0]}
        items={testimonialsById(locale, copy.ids)}
      />
    </div>
  )
}

function CarouselOnly() {
  const locale = useLocale()
  const copy = homeCopy[locale].testimonials
  return (
    <div className="-m-6">
      <Testimonials title={copy.title} items={testimonialsById(locale, copy.ids)} readMore={false} />
    </div>
  )
}

export const Norwegian: Story = () => <WithVideo />
Norwegian.meta = { locale: 'nb' }
export const English: Story = () => <WithVideo />
English.meta = { locale: 'en' }
export const CarouselNorwegian: Story = () => <CarouselOnly />
CarouselNorwegian.meta = { locale: 'nb' }
export const CarouselEnglish: Story = () => <CarouselOnly />
CarouselEnglish.meta = { locale: 'en' }
