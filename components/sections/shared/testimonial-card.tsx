import type { Testimonial } from '../../../content/types'
import { sectionStrings } from '../../../content/strings/sections'
import { useStrings } from '../../../renderer/locale'
import { cn } from '../../ui/cn'
import { Stars } from './trusted-brands'

/** One client testimonial: stars, the quote, who said it and when. */
function TestimonialCard({ testimonial, className }: { testimonial: Testimonial; className?: string }) {
  const t = useStrings(sectionStrings).testimonials
  return (
    <figure
      data-slot="testimonial"
      className={cn('flex h-full flex-col rounded-card border border-border bg-bg p-6 shadow-card', className)}
    >
      <Stars count={testimonial.rating} label={t.ratingLabel(testimonial.rating)} />
      <blockquote className="mt-4 flex-1 text-fg">
        <p>{testimonial.quote}</p>
      </blockquote>
      <figcaption className="mt-5 text-sm">
        <span className="block font-semibold text-fg">{testimonial.name}</span>
        <span className="block text-fg-muted">
          {testimonial.role}, {testimonial.company}
        </span>
        <time dateTime={testimonial.date} className="text-fg-muted">
          {testimonial.dateText}
        </time>
      </figcaption>
    </figure>
  )
}

export { TestimonialCard }
