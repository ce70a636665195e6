import { useEffect, useRef, useState } from 'react'
import { introVideo, sectionStrings } from '../../content/sections'
import { useLocale } from '../../renderer/locale'
import { Icon } from '../ui/icon'
import type VideoLightbox from './video-lightbox'

type LightboxComponent = typeof VideoLightbox

/**
 * The play button of the intro video. The lightbox and its dialog code load only when the
 * visitor presses it (a dynamic import), never with the page.
 */
function IntroVideoButton() {
  const t = sectionStrings[useLocale()].testimonials
  const buttonRef = useRef<HTMLButtonElement>(null)
  const [Lightbox, setLightbox] = useState<LightboxComponent | null>(null)
  const [open, setOpen] = useState(false)

  // Marks the button live once hydrated (its section hydrates lazily), for tests and styles.
  useEffect(() => {
    buttonRef.current?.setAttribute('data-hydrated', 'true')
  }, [])

  const openLightbox = async () => {
    if (!Lightbox) {
      const module = await import('./video-lightbox')
      setLightbox(() => module.default)
    }
    setOpen(true)
  }

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        onClick={openLightbox}
        data-slot="intro-video-button"
        aria-haspopup="dialog"
        className="group relative block w-full overflow-hidden rounded-card bg-fg shadow-raised"
      >
        <picture>
          <source srcSet={introVideo.posterWebp} type="image/webp" />
          <img
            src={introVideo.poster}
            width={introVideo.width}
            height={introVideo.height}
            alt=""
            loading="lazy"
            decoding="async"
            className="aspect-video h-auto w-full object-cover opacity-90 transition-opacity group-hover:opacity-100"
          />
        </picture>
        <span className="absolute inset-0 flex items-center justify-center">
          <span className="inline-flex items-center gap-3 rounded-pill bg-bg px-5 py-3 font-semibold text-fg shadow-raised">
            <span className="inline-flex size-10 items-center justify-center rounded-pill bg-primary text-primary-fg">
              <Icon name="play" filled />
            </span>
            {t.playVideo}
          </span>
        </span>
      </button>
      {Lightbox ? <Lightbox open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} /> : null}
    </>
  )
}

export { IntroVideoButton }
