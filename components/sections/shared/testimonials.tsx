import type { Testimonial } from '../../../content/types'
import { sectionStrings } from '../../../content/strings/sections'
import { useStrings } from '../../../renderer/locale'
import { Island } from '../../islands/island'
import { cn } from '../../ui/cn'
import { Icon } from '../../ui/icon'
import { Link } from '../../ui/link'
import { Section } from '../../ui/section'
import { IntroVideo } from './intro-video'
import { SectionHeading } from './section-heading'
import { TestimonialCard } from './testimonial-card'
import { feedbackSectionId } from './trusted-brands'
import TestimonialCarouselIsland from './testimonial-carousel.island'

/**
 * The fewest cards the carousel takes: more than it shows across on a wide screen (two), so that it
 * can move on by one and loop (Swiper's loop needs one card beyond those in view). Fewer cards
 * stand in a row (TestimonialRow), whole and still, with nothing to pause.
 */
const carouselMinimum = 3

/** The looping testimonial carousel: every card in the HTML, Swiper once it nears the viewport. */
function TestimonialCarousel({ items }: { items: Testimonial[] }) {
  const t = useStrings(sectionStrings).testimonials
  return (
    <Island
      component={TestimonialCarouselIsland}
      props={{ ids: items.map((item) => item.id), label: t.carouselLabel }}
      slots={Object.fromEntries(items.map((item) => [item.id, <TestimonialCard testimonial={item} />]))}
      hydrate="visible"
    />
  )
}

/**
 * One or two testimonials, too few to move: side by side from 1024px (one card across the row when
 * it stands alone), one under the other on a phone. Plain figures, no controls.
 */
function TestimonialRow({ items }: { items: Testimonial[] }) {
  return (
    <div data-slot="testimonial-row" className={cn('grid gap-4 lg:gap-6', items.length > 1 && 'lg:grid-cols-2')}>
      {items.map((item) => (
        <TestimonialCard key={item.id} testimonial={item} />
      ))}
    </div>
  )
}

/** The testimonials after the featured one: a carousel when there are enough to move, else a row. */
function TestimonialList({ items }: { items: Testimonial[] }) {
  if (items.length === 0) return null
  return items.length >= carouselMinimum ? <TestimonialCarousel items={items} /> : <TestimonialRow items={items} />
}

/** "Read more testimonials": the about page's feedback section. */
function ReadMoreTestimonials() {
  const t = useStrings(sectionStrings).testimonials
  return (
    <Link
      to="about"
      hash={feedbackSectionId}
      data-slot="read-more-testimonials"
      className="inline-flex items-center gap-1 font-semibold text-primary [&>svg]:size-4"
    >
      {t.readMore}
      <Icon name="arrowRight" />
    </Link>
  )
}

/** A client testimonial beside the intro video, which plays in a lightbox. */
function ClientTestimonial({ testimonial }: { testimonial: Testimonial }) {
  return (
    <div data-slot="client-testimonial" className="grid items-center gap-8 lg:grid-cols-2">
      <IntroVideo />
      <TestimonialCard testimonial={testimonial} className="text-lg" />
    </div>
  )
}

type TestimonialsProps = {
  title: string
  intro?: string
  featured?: Testimonial
  items: Testimonial[]
  id?: string
  /** Hidden on the about page itself, where it would point to the same page. */
  readMore?: boolean
}

/**
 * Testimonials: an optional client testimonial with the intro video, then the others (a carousel,
 * or a row of one or two).
 */
function Testimonials({ title, intro, featured, items, id = 'omtaler', readMore = true }: TestimonialsProps) {
  return (
    <Section id={id} aria-labelledby={`${id}-title`} data-section="testimonials" className="overflow-hidden">
      <SectionHeading id={`${id}-title`} title={title} intro={intro} />
      {featured ? <ClientTestimonial testimonial={featured} /> : null}
      {items.length > 0 ? (
        <div className={featured ? 'mt-12' : undefined}>
          <TestimonialList items={items} />
        </div>
      ) : null}
      {readMore ? (
        <p className="mt-8">
          <ReadMoreTestimonials />
        </p>
      ) : null}
    </Section>
  )
}

export { Testimonials, TestimonialList, ClientTestimonial, ReadMoreTestimonials }
