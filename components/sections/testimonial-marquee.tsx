/**
 * The looping testimonial carousel (Swiper). Loaded on demand by testimonials.tsx when the
 * section comes into view, so Swiper is never part of a page's first load.
 */
import 'swiper/css'
import { useEffect, useRef, useState } from 'react'
import type { Swiper as SwiperInstance } from 'swiper'
import { Autoplay } from 'swiper/modules'
import { Swiper, SwiperSlide } from 'swiper/react'
import type { Testimonial } from '../../content/types'
import { sectionStrings } from '../../content/sections'
import { timing } from '../../machines/timing'
import { useLocale } from '../../renderer/locale'
import { Button } from '../ui/button'
import { TestimonialCard } from './testimonial-card'

/** Carousel layout (spec section 9): 1 slide, 2 from 1024px; gap 16, 24 from 1024px. */
export const carouselOptions = {
  slidesPerView: 1,
  spaceBetween: 16,
  breakpoints: { 1024: { slidesPerView: 2, spaceBetween: 24 } },
  speed: timing.carouselSpeedMs,
  loop: true,
} as const

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

type MarqueeProps = { items: Testimonial[]; label: string }

export default function TestimonialMarquee({ items, label }: MarqueeProps) {
  const t = sectionStrings[useLocale()].testimonials
  const swiperRef = useRef<SwiperInstance | null>(null)
  const stateRef = useRef<PlayState>('playing')
  const [reducedMotion] = useState(prefersReducedMotion)
  const [state, setState] = useState<PlayState>(reducedMotion ? 'stopped' : 'playing')

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
    freeze(swiper)
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
      freeze(swiper)
    } else {
      update('playing')
      unfreeze(swiper)
    }
  }

  return (
    <div data-slot="testimonial-carousel" data-state={state} onMouseEnter={onMouseEnter} onMouseLeave={onMouseLeave}>
      <Swiper
        {...carouselOptions}
        modules={[Autoplay]}
        autoplay={
          reducedMotion
            ? false
            : { delay: timing.carouselAutoplayDelayMs, disableOnInteraction: true, pauseOnMouseEnter: false }
        }
        onSwiper={(swiper) => {
          swiperRef.current = swiper
        }}
        // Stop after interaction: a drag or swipe ends the autoplay for good.
        onSliderFirstMove={() => update('stopped')}
        className="[&_.swiper-wrapper]:ease-linear"
        aria-label={label}
        role="region"
      >
        {items.map((item) => (
          <SwiperSlide key={item.id} className="h-auto!">
            <TestimonialCard testimonial={item} />
          </SwiperSlide>
        ))}
      </Swiper>
      {reducedMotion ? null : (
        <div className="mt-4 flex justify-end">
          <Button variant="ghost" size="sm" onClick={toggle} data-slot="carousel-toggle">
            {state === 'paused' || state === 'stopped' ? t.resume : t.pause}
          </Button>
        </div>
      )}
    </div>
  )
}
