/**
 * The testimonial carousel's early answer (part of the page's first script, so plain DOM code):
 * the pause button tapped before the carousel is live pauses it at once. The carousel's
 * `data-state` becomes `paused` (the stylesheet relabels the button from it) and the island's props
 * say `paused`, so that Swiper starts without autoplay when the island hydrates. A second tap
 * before then takes it back.
 */
import { changeProps, type EarlyAnswer } from '../../islands/runtime'

export const toggleCarouselEarly: EarlyAnswer = (island, control) => {
  const carousel = control.matches('[data-slot="carousel-toggle"]')
    ? island.querySelector('[data-slot="testimonial-carousel"]')
    : null
  if (!carousel) return false
  changeProps<{ paused?: boolean }>(island, (props) => {
    const paused = !props.paused
    carousel.setAttribute('data-state', paused ? 'paused' : 'playing')
    if (paused) props.paused = true
    else delete props.paused
  })
  return true
}
