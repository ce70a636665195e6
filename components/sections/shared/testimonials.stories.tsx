import type { Story, StoryDefault } from '@ladle/react'
import { homeCopy } from '../../../content/pages/home'
import { featuredTestimonialId, testimonials, testimonialsById } from '../../../content/shared/testimonials'
import { useLocale } from '../../../renderer/locale'
import { Testimonials } from './testimonials'

export default { title: 'Sections / Testimonials' } satisfies StoryDefault

/** The home page's section: the client testimonial with the intro video (opens a lightbox), the carousel below. */
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

/** The testimonials without the video, as many as given: one or two stand in a row, three or more move. */
function Without({ count }: { count: number }) {
  const locale = useLocale()
  const copy = homeCopy[locale].testimonials
  return (
    <div className="-m-6">
      <Testimonials title={copy.title} items={testimonials[locale].slice(0, count)} readMore={false} />
    </div>
  )
}

export const Norwegian: Story = () => <WithVideo />
Norwegian.meta = { locale: 'nb' }
export const English: Story = () => <WithVideo />
English.meta = { locale: 'en' }
export const OneQuote: Story = () => <Without count={1} />
OneQuote.meta = { locale: 'nb' }
export const TwoQuotes: Story = () => <Without count={2} />
TwoQuotes.meta = { locale: 'en' }
export const CarouselOfThree: Story = () => <Without count={3} />
CarouselOfThree.meta = { locale: 'nb' }
export const CarouselOfMany: Story = () => <Without count={testimonials.en.length} />
CarouselOfMany.meta = { locale: 'en' }
