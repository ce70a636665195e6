import { useRef, useState } from 'react'
import { sectionStrings } from '../../../content/strings/sections'
import { introVideo, introVideos } from '../../../media-src/intro'
import { useLocale, useStrings } from '../../../renderer/locale'
import { Icon } from '../../ui/icon'
import VideoLightbox from './video-lightbox'

/**
 * The play button of the intro video, an island that hydrates on first interaction; the
 * lightbox (a Radix Dialog with the video) mounts when the visitor presses play.
 */
export default function IntroVideoButton() {
  const locale = useLocale()
  const t = useStrings(sectionStrings).testimonials
  const video = introVideos[locale]
  const buttonRef = useRef<HTMLButtonElement>(null)
  const [mounted, setMounted] = useState(false)
  const [open, setOpen] = useState(false)

  const openLightbox = () => {
    setMounted(true)
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
          <source srcSet={video.poster.webp} type="image/webp" />
          <img
            src={video.poster.jpg}
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
      {mounted ? <VideoLightbox open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} /> : null}
    </>
  )
}
