/**
 * Written by scripts/media/make-intro-video.ts; do not edit by hand. One film per language (its
 * copy, voice and captions in that language), the same size and length:
 *
 *   const video = introVideos[locale]
 *   <video controls preload="none" poster={video.poster.jpg} width={introVideo.width} height={introVideo.height}>
 *     {video.sources.map((s) => <source key={s.src} src={s.src} type={s.type} />)}
 *     <track kind="captions" src={video.track.src} srcLang={video.track.srcLang} label={video.track.label} default />
 *   </video>
 */
export const introVideo = {
  width: 1280,
  height: 720,
  durationSeconds: 44,
  /** ISO 8601 duration, for VideoObject structured data. */
  duration: 'PT44S',
  /** How long each beat's spoken line lasts, in milliseconds, per language (the timeline is laid out from these). */
  speechMs: {
    nb: [3774, 4558, 4128, 4744, 4939, 5465, 4650, 2330],
    en: [3539, 4252, 4440, 3910, 4278, 4503, 4865, 1990],
  },
} as const

export const introVideos = {
  nb: {
    title: 'Dette er Fjordlys Digital',
    description:
      'En kort film om Fjordlys Digital, digitalbyrået i Oslo og Bergen: folkene, tjenestene (webdesign og nettbutikker, SEO og AEO, Google Ads og LinkedIn, drift og apputvikling) og tre kundecaser. Med norsk tale og teksting.',
    sources: [
      { src: '/media/intro/intro-nb.webm', type: 'video/webm; codecs=vp9' },
      { src: '/media/intro/intro-nb.mp4', type: 'video/mp4' },
    ],
    poster: { jpg: '/media/intro/poster-nb.jpg', webp: '/media/intro/poster-nb.webp' },
    track: { src: '/media/intro/intro-nb.vtt', srcLang: 'nb', label: 'Norsk' },
  },
  en: {
    title: 'This is Fjordlys Digital',
    description:
      'A short film about Fjordlys Digital, the digital agency in Oslo and Bergen: the people, the services (web design and online stores, SEO and AEO, Google Ads and LinkedIn, hosting and app development) and three client cases. With English narration and captions.',
    sources: [
      { src: '/media/intro/intro-en.webm', type: 'video/webm; codecs=vp9' },
      { src: '/media/intro/intro-en.mp4', type: 'video/mp4' },
    ],
    poster: { jpg: '/media/intro/poster-en.jpg', webp: '/media/intro/poster-en.webp' },
    track: { src: '/media/intro/intro-en.vtt', srcLang: 'en', label: 'English' },
  },
} as const

export type IntroVideo = (typeof introVideos)[keyof typeof introVideos]
