import { lazy, Suspense, useRef } from 'react'
import type { Testimonial } from '../../content/types'
import { sectionStrings } from '../../content/sections'
import { useLocale } from '../../renderer/locale'
import { Icon } from '../ui/icon'
import { Link } from '../ui/link'
import { Section } from '../ui/section'
import { IntroVideoButton } from './intro-video'
import { SectionHeading } from './section-heading'
import { TestimonialCard } from './testimonial-card'
import { useInView } from './use-in-view'

const TestimonialMarquee = lazy(() => import('./testimonial-marquee'))

/** The first slides as plain cards: what the prerendered page and a visitor without JS see. */
function StaticTestimonials({ items }: { items: Testimonial[] }) {
  return (
    <ul className="grid gap-4 lg:grid-cols-2 lg:gap-6">
      {items.slice(0, 2).map((item, i) => (
        <li key={item.id} className={i === 1 ? 'hidden lg:block' : undefined}>
          <TestimonialCard testimonial={item} />
        </li>
      ))}
    </ul>
  )
}

/** Looping testimonial carousel; Swiper loads only when the carousel comes into view. */
function TestimonialCarousel({ items }: { items: Testimonial[] }) {
  const t = sectionStrings[useLocale()].testimonials
  const ref = useRef<HTMLDivElement>(null)
  const inView = useInView(ref)
  const fallback = <StaticTestimonials items={items} />
  return (
    <div ref={ref} data-slot="testimonial-carousel-root" data-loaded={inView ? 'true' : 'false'}>
      {inView ? (
        <Suspense fallback={fallback}>
          <TestimonialMarquee items={items} label={t.carouselLabel} />
        </Suspense>
      ) : (
        fallback
      )}
    </div>
  )
}

/** "Read more testimonials": the about page's feedback section. */
function ReadMoreTestimonials() {
  const t = sectionStrings[useLocale()].testimonials
  return (
    <Link
      to="about"
      hash="feedback"
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
      <IntroVideoButton />
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

/** Testimonials: an optional client testimonial with the intro video, then the carousel. */
function Testimonials({ title, intro, featured, items, id = 'omtaler', readMore = true }: TestimonialsProps) {
  return (
    <Section id={id} aria-labelledby={`${id}-title`} data-section="testimonials" className="overflow-hidden">
      <SectionHeading id={`${id}-title`} title={title} intro={intro} />
      {featured ? <ClientTestimonial testimonial={featured} /> : null}
      <div className={featured ? 'mt-12' : undefined}>
        <TestimonialCarousel items={items} />
      </div>
      {readMore ? (
        <p className="mt-8">
          <ReadMoreTestimonials />
        </p>
      ) : null}
    </Section>
  )
}

export { Testimonials, TestimonialCarousel, ClientTestimonial, ReadMoreTestimonials }
