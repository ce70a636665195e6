/** Written by scripts/media/images.ts from media-src/images/; do not edit by hand. */
import type { ImageAsset } from './types'

export const images = {
  'ill-about': {
    width: 1600,
    height: 1050,
    fallback: 'jpeg',
    variants: {
      avif: [
        {
          width: 480,
          height: 315,
          src: '/media/generated/ill-about-480.avif',
        },
        {
          width: 800,
          height: 525,
          src: '/media/generated/ill-about-800.avif',
        },
        {
          width: 1280,
          height: 840,
          src: '/media/generated/ill-about-1280.avif',
        },
        {
          width: 1600,
          height: 1050,
          src: '/media/generated/ill-about-1600.avif',
        },
      ],
      webp: [
        {
          width: 480,
          height: 315,
          src: '/media/generated/ill-about-480.webp',
        },
        {
          width: 800,
          height: 525,
          src: '/media/generated/ill-about-800.webp',
        },
        {
          width: 1280,
          height: 840,
          src: '/media/generated/ill-about-1280.webp',
        },
        {
          width: 1600,
          height: 1050,
          src: '/media/generated/ill-about-1600.webp',
        },
      ],
      fallback: [
        {
          width: 480,
          height: 315,
          src: '/media/generated/ill-about-480.jpg',
        },
        {
          width: 800,
          height: 525,
          src: '/media/generated/ill-about-800.jpg',
        },
        {
          width: 1280,
          height: 840,
          src: '/media/generated/ill-about-1280.jpg',
        },
        {
          width: 1600,
          height: 1050,
          src: '/media/generated/ill-about-1600.jpg',
        },
      ],
    },
    hash: '666b5e18224a',
  },
  'ill-careers': {
    width: 1600,
    height: 1050,
    fallback: 'jpeg',
    variants: {
      avif: [
        {
          width: 480,
          height: 315,
          src: '/media/generated/ill-careers-480.avif',
        },
        {
          width: 800,
          height: 525,
          src: '/media/generated/ill-careers-800.avif',
        },
        {
          width: 1280,
          height: 840,
          src: '/media/generated/ill-careers-1280.avif',
        },
        {
          width: 1600,
          height: 1050,
          src: '/media/generated/ill-careers-1600.avif',
        },
      ],
      webp: [
        {
          width: 480,
          height: 315,
          src: '/media/generated/ill-careers-480.webp',
        },
        {
          width: 800,
          height: 525,
          src: '/media/generated/ill-careers-800.webp',
        },
        {
          width: 1280,
          height: 840,
          src: '/media/generated/ill-careers-1280.webp',
        },
        {
          width: 1600,
          height: 1050,
          src: '/media/generated/ill-careers-1600.webp',
        },
      ],
      fallback: [
        {
          width: 480,
          height: 315,
          src: '/media/generated/ill-careers-480.jpg',
        },
        {
          width: 800,
          height: 525,
          src: '/media/generated/ill-careers-800.jpg',
        },
        {
          width: 1280,
          height: 840,
          src: '/media/generated/ill-careers-1280.jpg',
        },
        {
          width: 1600,
          height: 1050,
          src: '/media/generated/ill-careers-1600.jpg',
        },
      ],
    },
    hash: '9947b64922fd',
  },
  'ill-contact': {
    width: 1600,
    height: 1050,
    fallback: 'jpeg',
    variants: {
      avif: [
        {
          width: 480,
          height: 315,
          src: '/media/generated/ill-contact-480.avif',
        },
        {
          width: 800,
          height: 525,
          src: '/media/generated/ill-contact-800.avif',
        },
        {
          width: 1280,
          height: 840,
          src: '/media/generated/ill-contact-1280.avif',
        },
        {
          width: 1600,
          height: 1050,
          src: '/media/generated/ill-contact-1600.avif',
        },
      ],
      webp: [
        {
          width: 480,
          height: 315,
          src: '/media/generated/ill-contact-480.webp',
        },
        {
          width: 800,
          height: 525,
          src: '/media/generated/ill-contact-800.webp',
        },
        {
          width: 1280,
          height: 840,
          src: '/media/generated/ill-contact-1280.webp',
        },
        {
          width: 1600,
          height: 1050,
          src: '/media/generated/ill-contact-1600.webp',
        },
      ],
      fallback: [
        {
          width: 480,
          height: 315,
          src: '/media/generated/ill-contact-480.jpg',
        },
        {
          width: 800,
          height: 525,
          src: '/media/generated/ill-contact-800.jpg',
        },
        {
          width: 1280,
          height: 840,
          src: '/media/generated/ill-contact-1280.jpg',
        },
        {
          width: 1600,
          height: 1050,
          src: '/media/generated/ill-contact-1600.jpg',
        },
      ],
    },
    hash: '3ce744f7fcbd',
  },
  'ill-feature': {
    width: 1600,
    height: 1050,
    fallback: 'jpeg',
    variants: {
      avif: [
        {
          width: 480,
          height: 315,
          src: '/media/generated/ill-feature-480.avif',
        },
        {
          width: 800,
          height: 525,
          src: '/media/generated/ill-feature-800.avif',
        },
        {
          width: 1280,
          height: 840,
          src: '/media/generated/ill-feature-1280.avif',
        },
        {
          width: 1600,
          height: 1050,
          src: '/media/generated/ill-feature-1600.avif',
        },
      ],
      webp: [
        {
          width: 480,
          height: 315,
          src: '/media/generated/ill-feature-480.webp',
        },
        {
          width: 800,
          height: 525,
          src: '/media/generated/ill-feature-800.webp',
        },
        {
          width: 1280,
          height: 840,
          src: '/media/generated/ill-feature-1280.webp',
        },
        {
          width: 1600,
          height: 1050,
          src: '/media/generated/ill-feature-1600.webp',
        },
      ],
      fallback: [
        {
          width: 480,
          height: 315,
          src: '/media/generated/ill-feature-480.jpg',
        },
        {
          width: 800,
          height: 525,
          src: '/media/generated/ill-feature-800.jpg',
        },
        {
          width: 1280,
          height: 840,
          src: '/media/generated/ill-feature-1280.jpg',
        },
        {
          width: 1600,
          height: 1050,
          src: '/media/generated/ill-feature-1600.jpg',
        },
      ],
    },
    hash: '374039087999',
  },
  'ill-home-hero': {
    width: 1600,
    height: 1050,
    fallback: 'jpeg',
    variants: {
      avif: [
        {
          width: 480,
          height: 315,
          src: '/media/generated/ill-home-hero-480.avif',
        },
        {
          width: 800,
          height: 525,
          src: '/media/generated/ill-home-hero-800.avif',
        },
        {
          width: 1280,
          height: 840,
          src: '/media/generated/ill-home-hero-1280.avif',
        },
        {
          width: 1600,
          height: 1050,
          src: '/media/generated/ill-home-hero-1600.avif',
        },
      ],
      webp: [
        {
          width: 480,
          height: 315,
          src: '/media/generated/ill-home-hero-480.webp',
        },
        {
          width: 800,
          height: 525,
          src: '/media/generated/ill-home-hero-800.webp',
        },
        {
          width: 1280,
          height: 840,
          src: '/media/generated/ill-home-hero-1280.webp',
        },
        {
          width: 1600,
          height: 1050,
          src: '/media/generated/ill-home-hero-1600.webp',
        },
      ],
      fallback: [
        {
          width: 480,
          height: 315,
          src: '/media/generated/ill-home-hero-480.jpg',
        },
        {
          width: 800,
          height: 525,
          src: '/media/generated/ill-home-hero-800.jpg',
        },
        {
          width: 1280,
          height: 840,
          src: '/media/generated/ill-home-hero-1280.jpg',
        },
        {
          width: 1600,
          height: 1050,
          src: '/media/generated/ill-home-hero-1600.jpg',
        },
      ],
    },
    hash: 'dc01f92a0efb',
  },
  'ill-projects': {
    width: 1600,
    height: 1050,
    fallback: 'jpeg',
    variants: {
      avif: [
        {
          width: 480,
          height: 315,
          src: '/media/generated/ill-projects-480.avif',
        },
        {
          width: 800,
          height: 525,
          src: '/media/generated/ill-projects-800.avif',
        },
        {
          width: 1280,
          height: 840,
          src: '/media/generated/ill-projects-1280.avif',
        },
        {
          width: 1600,
          height: 1050,
          src: '/media/generated/ill-projects-1600.avif',
        },
      ],
      webp: [
        {
          width: 480,
          height: 315,
          src: '/media/generated/ill-projects-480.webp',
        },
        {
          width: 800,
          height: 525,
          src: '/media/generated/ill-projects-800.webp',
        },
        {
          width: 1280,
          height: 840,
          src: '/media/generated/ill-projects-1280.webp',
        },
        {
          width: 1600,
          height: 1050,
          src: '/media/generated/ill-projects-1600.webp',
        },
      ],
      fallback: [
        {
          width: 480,
          height: 315,
          src: '/media/generated/ill-projects-480.jpg',
        },
        {
          width: 800,
          height: 525,
          src: '/media/generated/ill-projects-800.jpg',
        },
        {
          width: 1280,
          height: 840,
          src: '/media/generated/ill-projects-1280.jpg',
        },
        {
          width: 1600,
          height: 1050,
          src: '/media/generated/ill-projects-1600.jpg',
        },
      ],
    },
    hash: 'f496d9a0da6d',
  },
  'ill-service': {
    width: 1600,
    height: 1050,
    fallback: 'jpeg',
    variants: {
      avif: [
        {
          width: 480,
          height: 315,
          src: '/media/generated/ill-service-480.avif',
        },
        {
          width: 800,
          height: 525,
          src: '/media/generated/ill-service-800.avif',
        },
        {
          width: 1280,
          height: 840,
          src: '/media/generated/ill-service-1280.avif',
        },
        {
          width: 1600,
          height: 1050,
          src: '/media/generated/ill-service-1600.avif',
        },
      ],
      webp: [
        {
          width: 480,
          height: 315,
          src: '/media/generated/ill-service-480.webp',
        },
        {
          width: 800,
          height: 525,
          src: '/media/generated/ill-service-800.webp',
        },
        {
          width: 1280,
          height: 840,
          src: '/media/generated/ill-service-1280.webp',
        },
        {
          width: 1600,
          height: 1050,
          src: '/media/generated/ill-service-1600.webp',
        },
      ],
      fallback: [
        {
          width: 480,
          height: 315,
          src: '/media/generated/ill-service-480.jpg',
        },
        {
          width: 800,
          height: 525,
          src: '/media/generated/ill-service-800.jpg',
        },
        {
          width: 1280,
          height: 840,
          src: '/media/generated/ill-service-1280.jpg',
        },
        {
          width: 1600,
          height: 1050,
          src: '/media/generated/ill-service-1600.jpg',
        },
      ],
    },
    hash: '5fa86fc3cbda',
  },
  'ill-services': {
    width: 1600,
    height: 1050,
    fallback: 'jpeg',
    variants: {
      avif: [
        {
          width: 480,
          height: 315,
          src: '/media/generated/ill-services-480.avif',
        },
        {
          width: 800,
          height: 525,
          src: '/media/generated/ill-services-800.avif',
        },
        {
          width: 1280,
          height: 840,
          src: '/media/generated/ill-services-1280.avif',
        },
        {
          width: 1600,
          height: 1050,
          src: '/media/generated/ill-services-1600.avif',
        },
      ],
      webp: [
        {
          width: 480,
          height: 315,
          src: '/media/generated/ill-services-480.webp',
        },
        {
          width: 800,
          height: 525,
          src: '/media/generated/ill-services-800.webp',
        },
        {
          width: 1280,
          height: 840,
          src: '/media/generated/ill-services-1280.webp',
        },
        {
          width: 1600,
          height: 1050,
          src: '/media/generated/ill-services-1600.webp',
        },
      ],
      fallback: [
        {
          width: 480,
          height: 315,
          src: '/media/generated/ill-services-480.jpg',
        },
        {
          width: 800,
          height: 525,
          src: '/media/generated/ill-services-800.jpg',
        },
        {
          width: 1280,
          height: 840,
          src: '/media/generated/ill-services-1280.jpg',
        },
        {
          width: 1600,
          height: 1050,
          src: '/media/generated/ill-services-1600.jpg',
        },
      ],
    },
    hash: 'b28d02052c39',
  },
  'ill-tts': {
    width: 1600,
    height: 1050,
    fallback: 'jpeg',
    variants: {
      avif: [
        {
          width: 480,
          height: 315,
          src: '/media/generated/ill-tts-480.avif',
        },
        {
          width: 800,
          height: 525,
          src: '/media/generated/ill-tts-800.avif',
        },
        {
          width: 1280,
          height: 840,
          src: '/media/generated/ill-tts-1280.avif',
        },
        {
          width: 1600,
          height: 1050,
          src: '/media/generated/ill-tts-1600.avif',
        },
      ],
      webp: [
        {
          width: 480,
          height: 315,
          src: '/media/generated/ill-tts-480.webp',
        },
        {
          width: 800,
          height: 525,
          src: '/media/generated/ill-tts-800.webp',
        },
        {
          width: 1280,
          height: 840,
          src: '/media/generated/ill-tts-1280.webp',
        },
        {
          width: 1600,
          height: 1050,
          src: '/media/generated/ill-tts-1600.webp',
        },
      ],
      fallback: [
        {
          width: 480,
          height: 315,
          src: '/media/generated/ill-tts-480.jpg',
        },
        {
          width: 800,
          height: 525,
          src: '/media/generated/ill-tts-800.jpg',
        },
        {
          width: 1280,
          height: 840,
          src: '/media/generated/ill-tts-1280.jpg',
        },
        {
          width: 1600,
          height: 1050,
          src: '/media/generated/ill-tts-1600.jpg',
        },
      ],
    },
    hash: '930d35ee9384',
  },
} as const satisfies Record<string, ImageAsset>

export type ImageName = keyof typeof images
