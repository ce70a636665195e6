/** Written by scripts/media/make-intro-video.ts; do not edit by hand. */
export const introVideo = {
  width: 1280,
  height: 720,
  durationSeconds: 21,
  /** ISO 8601 duration, for VideoObject structured data. */
  duration: 'PT21S',
  sources: [
    { src: '/media/intro/intro.webm', type: 'video/webm' },
    { src: '/media/intro/intro.mp4', type: 'video/mp4' },
  ],
  poster: { jpg: '/media/intro/poster.jpg', webp: '/media/intro/poster.webp' },
  tracks: {
    nb: { src: '/media/intro/intro.nb.vtt', srcLang: 'nb', label: 'Norsk' },
    en: { src: '/media/intro/intro.en.vtt', srcLang: 'en', label: 'English' },
  },
} as const
