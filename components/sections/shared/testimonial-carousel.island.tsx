/**
 * The looping testimonial carousel (Swiper), an island that hydrates when it nears the viewport,
 * so Swiper is never part of a page's first load. The cards are static slots: the prerendered
 * HTML holds them, laid out as Swiper will lay them out (one slide, two from 1024px), so nothing
 * moves when it starts.
 */
import 'swiper/css'
import { useEffect, useRef, useState } from 'react'
import type { Swiper as SwiperInstance } from 'swiper'
import { Autoplay } from 'swiper/modules'
import { Swiper, SwiperSlide } from 'swiper/react'
import { sectionStrings } from '../../../content/strings/sections'
import { timing } from '../../../machines/timing'
import { useStrings } from '../../../renderer/locale'
import type { Slots } from '../../islands/slot'
import { Button } from '../../ui/button'

/**
 * Carousel layout: 1 slide, 2 from 1024px; gap 16, 24 from 1024px. With one card across, the
 * cards take turns: each stands still, whole, for a reading time, and the next slides in. With
 * two across, the row moves on without pause at a walking pace.
 */
export const carouselOptions = {
  slidesPerView: 1,
  spaceBetween: 16,
  speed: timing.carouselStepSpeedMs,
  autoplay: { delay: timing.carouselStepDelayMs, disableOnInteraction: true, pauseOnMouseEnter: false },
  breakpoints: {
    1024: {
      slidesPerView: 2,
      spaceBetween: 24,
      speed: timing.carouselSpeedMs,
      autoplay: { delay: timing.carouselAutoplayDelayMs },
    },
  },
  loop: true,
} as const

/** Whether the carousel shows one card across: it then rests between slides and is never frozen mid-slide. */
function oneAcross(swiper: SwiperInstance): boolean {
  return swiper.params.slidesPerView === 1
}

type PlayState = 'playing' | 'hover' | 'paused' | 'stopped'

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
}

/** Freezes the wrapper where it is now: Swiper's own hover pause waits for the slide to finish. */
function freeze(swiper: SwiperInstance) {
  const transform = getComputedStyle(swiper.wrapperEl).transform
  const x = transform && transform !== 'none' ? new DOMMatrixReadOnly(transform).m41 : swiper.translate
  swiper.setTransition(0)
  swiper.setTranslate(x)
}

/** Finishes the interrupted slide at the same pace, then lets autoplay carry on. */
function unfreeze(swiper: SwiperInstance) {
  const target = -(swiper.snapGrid[swiper.snapIndex] ?? 0)
  const step = (swiper.slidesSizesGrid[0] ?? 1) + Number(swiper.params.spaceBetween ?? 0)
  const remaining = Math.min(1, Math.abs(target - swiper.translate) / step)
  swiper.once('transitionEnd', () => swiper.autoplay.start())
  if (remaining < 0.01) {
    swiper.autoplay.start()
    return
  }
  swiper.slideTo(swiper.activeIndex, Math.round(timing.carouselSpeedMs * remaining), false, true)
}

type CarouselProps = {
  /** The testimonials' ids, in order; each card is the slot of the same id. */
  ids: string[]
  label: string
  /** Paused by a tap made before the carousel was live (./testimonial-carousel-early.ts). */
  paused?: boolean
  slots?: Slots
}

export default function TestimonialCarousel({ ids, label, paused = false, slots }: CarouselProps) {
  const t = useStrings(sectionStrings).testimonials
  const swiperRef = useRef<SwiperInstance | null>(null)
  const initial: PlayState = paused ? 'paused' : 'playing'
  const stateRef = useRef<PlayState>(initial)
  const [state, setState] = useState<PlayState>(initial)

  const update = (next: PlayState) => {
    stateRef.current = next
    setState(next)
  }

  useEffect(
    () => () => {
      swiperRef.current?.autoplay?.stop()
    },
    [],
  )

  const onMouseEnter = () => {
    const swiper = swiperRef.current
    if (!swiper || stateRef.current !== 'playing') return
    update('hover')
    swiper.autoplay.stop()
    if (!oneAcross(swiper)) freeze(swiper)
  }
  const onMouseLeave = () => {
    const swiper = swiperRef.current
    if (!swiper || stateRef.current !== 'hover') return
    update('playing')
    unfreeze(swiper)
  }
  const toggle = () => {
    const swiper = swiperRef.current
    if (!swiper) return
    if (stateRef.current === 'playing' || stateRef.current === 'hover') {
      update('paused')
      swiper.autoplay.stop()
      // One card across: a slide under way finishes, so the card it brings stands whole.
      if (!oneAcross(swiper)) freeze(swiper)
    } else {
      update('playing')
      unfreeze(swiper)
    }
  }

  return (
    <div
      data-slot="testimonial-carousel"
      data-state={state}
      className="group"
      onMouseEnter={onMouseEnter}
      onMouseLeave={onMouseLeave}
    >
      <Swiper
        {...carouselOptions}
        modules={[Autoplay]}
        onSwiper={(swiper) => {
          swiperRef.current = swiper
          // Without motion the carousel never plays: it stands still, and the visitor swipes. Decided
          // here, in the browser, so the prerendered markup and the first render stay the same.
          if (prefersReducedMotion()) {
            swiper.autoplay.stop()
            update('stopped')
          } else if (stateRef.current === 'paused') swiper.autoplay.stop()
        }}
        // Stop after interaction: a drag or swipe ends the autoplay for good.
        onSliderFirstMove={() => update('stopped')}
        className="lg:[&_.swiper-wrapper]:ease-linear"
        aria-label={label}
        role="region"
      >
        {ids.map((id) => (
          // Before Swiper starts, these widths and gaps are what it will set (carouselOptions).
          <SwiperSlide key={id} className="mr-4 h-auto! lg:mr-6 lg:w-[calc((100%-1.5rem)/2)]">
            {slots?.[id]}
          </SwiperSlide>
        ))}
      </Swiper>
      {/* Without motion there is no autoplay to pause. The label follows the carousel's state in
          the stylesheet, so that a change of data-state alone (the early answer) relabels it. */}
      <div className="mt-4 flex justify-end motion-reduce:hidden">
        <Button variant="ghost" size="sm" onClick={toggle} data-slot="carousel-toggle">
          <span className="group-data-[state=paused]:hidden group-data-[state=stopped]:hidden">{t.pause}</span>
          <span className="hidden group-data-[state=paused]:inline group-data-[state=stopped]:inline">{t.resume}</span>
        </Button>
      </div>
    </div>
  )
}
