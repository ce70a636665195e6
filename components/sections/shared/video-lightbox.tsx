/**
 * The intro video in a modal lightbox (Radix Dialog). Loaded on demand by intro-video.tsx when
 * the visitor presses play; closes with Escape or the close button and returns focus.
 */
import { useEffect, useRef, type RefObject } from 'react'
import { sectionStrings } from '../../../content/strings/sections'
import { introVideo, introVideos } from '../../../media-src/intro'
import { useLocale, useStrings } from '../../../renderer/locale'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../ui/dialog'

type VideoLightboxProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Where focus goes back to when the lightbox closes. */
  returnFocusTo: RefObject<HTMLElement | null>
}

export default function VideoLightbox({ open, onOpenChange, returnFocusTo }: VideoLightboxProps) {
  const locale = useLocale()
  const t = useStrings(sectionStrings).testimonials
  // The film of the page's language, with captions in that language.
  const video = introVideos[locale]
  const videoRef = useRef<HTMLVideoElement>(null)

  useEffect(() => {
    if (!open) return
    // The dialog mounts its content in a portal; play once the element exists.
    const frame = requestAnimationFrame(() => {
      videoRef.current?.play().catch(() => {
        // Autoplay refused or media missing: the native controls stay available.
      })
    })
    return () => cancelAnimationFrame(frame)
  }, [open])

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={t.closeVideo}
        data-slot="video-lightbox"
        size="media"
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          returnFocusTo.current?.focus()
        }}
      >
        <DialogTitle>{t.videoTitle}</DialogTitle>
        <DialogDescription className="mb-4 pr-10 text-sm">{t.videoDescription}</DialogDescription>
        <video
          ref={videoRef}
          data-slot="intro-video"
          controls
          playsInline
          preload="metadata"
          poster={video.poster.jpg}
          width={introVideo.width}
          height={introVideo.height}
          className="aspect-video h-auto w-full rounded-control bg-black"
        >
          {video.sources.map((source) => (
            <source key={source.src} src={source.src} type={source.type} />
          ))}
          <track
            kind="captions"
            src={video.track.src}
            srcLang={video.track.srcLang}
            label={video.track.label}
            default
          />
          {t.videoFallback}
        </video>
      </DialogContent>
    </Dialog>
  )
}
