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
  'ill-aeo': {
    width: 1600,
    height: 1050,
    fallback: 'jpeg',
    variants: {
      avif: [
        {
          width: 480,
          height: 315,
          src: '/media/generated/ill-aeo-480.avif',
        },
        {
          width: 800,
          height: 525,
          src: '/media/generated/ill-aeo-800.avif',
        },
        {
          width: 1280,
          height: 840,
          src: '/media/generated/ill-aeo-1280.avif',
        },
        {
          width: 1600,
          height: 1050,
          src: '/media/generated/ill-aeo-1600.avif',
        },
      ],
      webp: [
        {
          width: 480,
          height: 315,
          src: '/media/generated/ill-aeo-480.webp',
        },
        {
          width: 800,
          height: 525,
          src: '/media/generated/ill-aeo-800.webp',
        },
        {
          width: 1280,
          height: 840,
          src: '/media/generated/ill-aeo-1280.webp',
        },
        {
          width: 1600,
          height: 1050,
          src: '/media/generated/ill-aeo-1600.webp',
        },
      ],
      fallback: [
        {
          width: 480,
          height: 315,
          src: '/media/generated/ill-aeo-480.jpg',
        },
        {
          width: 800,
          height: 525,
          src: '/media/generated/ill-aeo-800.jpg',
        },
        {
          width: 1280,
          height: 840,
          src: '/media/generated/ill-aeo-1280.jpg',
        },
        {
          width: 1600,
          height: 1050,
          src: '/media/generated/ill-aeo-1600.jpg',
        },
      ],
    },
    hash: '2aa6ca5270f3',
  },
  'ill-app': {
    width: 1600,
    height: 1050,
    fallback: 'jpeg',
    variants: {
      avif: [
        {
          width: 480,
          height: 315,
          src: '/media/generated/ill-app-480.avif',
        },
        {
          width: 800,
          height: 525,
          src: '/media/generated/ill-app-800.avif',
        },
        {
          width: 1280,
          height: 840,
          src: '/media/generated/ill-app-1280.avif',
        },
        {
          width: 1600,
          height: 1050,
          src: '/media/generated/ill-app-1600.avif',
        },
      ],
      webp: [
        {
          width: 480,
          height: 315,
          src: '/media/generated/ill-app-480.webp',
        },
        {
          width: 800,
          height: 525,
          src: '/media/generated/ill-app-800.webp',
        },
        {
          width: 1280,
          height: 840,
          src: '/media/generated/ill-app-1280.webp',
        },
        {
          width: 1600,
          height: 1050,
          src: '/media/generated/ill-app-1600.webp',
        },
      ],
      fallback: [
        {
          width: 480,
          height: 315,
          src: '/media/generated/ill-app-480.jpg',
        },
        {
          width: 800,
          height: 525,
          src: '/media/generated/ill-app-800.jpg',
        },
        {
          width: 1280,
          height: 840,
          src: '/media/generated/ill-app-1280.jpg',
        },
        {
          width: 1600,
          height: 1050,
          src: '/media/generated/ill-app-1600.jpg',
        },
      ],
    },
    hash: '081d01b3f8f4',
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
  'ill-google-ads': {
    width: 1600,
    height: 1050,
    fallback: 'jpeg',
    variants: {
      avif: [
        {
          width: 480,
          height: 315,
          src: '/media/generated/ill-google-ads-480.avif',
        },
        {
          width: 800,
          height: 525,
          src: '/media/generated/ill-google-ads-800.avif',
        },
        {
          width: 1280,
          height: 840,
          src: '/media/generated/ill-google-ads-1280.avif',
        },
        {
          width: 1600,
          height: 1050,
          src: '/media/generated/ill-google-ads-1600.avif',
        },
      ],
      webp: [
        {
          width: 480,
          height: 315,
          src: '/media/generated/ill-google-ads-480.webp',
        },
        {
          width: 800,
          height: 525,
          src: '/media/generated/ill-google-ads-800.webp',
        },
        {
          width: 1280,
          height: 840,
          src: '/media/generated/ill-google-ads-1280.webp',
        },
        {
          width: 1600,
          height: 1050,
          src: '/media/generated/ill-google-ads-1600.webp',
        },
      ],
      fallback: [
        {
          width: 480,
          height: 315,
          src: '/media/generated/ill-google-ads-480.jpg',
        },
        {
          width: 800,
          height: 525,
          src: '/media/generated/ill-google-ads-800.jpg',
        },
        {
          width: 1280,
          height: 840,
          src: '/media/generated/ill-google-ads-1280.jpg',
        },
        {
          width: 1600,
          height: 1050,
          src: '/media/generated/ill-google-ads-1600.jpg',
        },
      ],
    },
    hash: '1f443d148443',
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
  'ill-hosting': {
    width: 1600,
    height: 1050,
    fallback: 'jpeg',
    variants: {
      avif: [
        {
          width: 480,
          height: 315,
          src: '/media/generated/ill-hosting-480.avif',
        },
        {
          width: 800,
          height: 525,
          src: '/media/generated/ill-hosting-800.avif',
        },
        {
          width: 1280,
          height: 840,
          src: '/media/generated/ill-hosting-1280.avif',
        },
        {
          width: 1600,
          height: 1050,
          src: '/media/generated/ill-hosting-1600.avif',
        },
      ],
      webp: [
        {
          width: 480,
          height: 315,
          src: '/media/generated/ill-hosting-480.webp',
        },
        {
          width: 800,
          height: 525,
          src: '/media/generated/ill-hosting-800.webp',
        },
        {
          width: 1280,
          height: 840,
          src: '/media/generated/ill-hosting-1280.webp',
        },
        {
          width: 1600,
          height: 1050,
          src: '/media/generated/ill-hosting-1600.webp',
        },
      ],
      fallback: [
        {
          width: 480,
          height: 315,
          src: '/media/generated/ill-hosting-480.jpg',
        },
        {
          width: 800,
          height: 525,
          src: '/media/generated/ill-hosting-800.jpg',
        },
        {
          width: 1280,
          height: 840,
          src: '/media/generated/ill-hosting-1280.jpg',
        },
        {
          width: 1600,
          height: 1050,
          src: '/media/generated/ill-hosting-1600.jpg',
        },
      ],
    },
    hash: 'b4bf1eeeb597',
  },
  'ill-linkedin': {
    width: 1600,
    height: 1050,
    fallback: 'jpeg',
    variants: {
      avif: [
        {
          width: 480,
          height: 315,
          src: '/media/generated/ill-linkedin-480.avif',
        },
        {
          width: 800,
          height: 525,
          src: '/media/generated/ill-linkedin-800.avif',
        },
        {
          width: 1280,
          height: 840,
          src: '/media/generated/ill-linkedin-1280.avif',
        },
        {
          width: 1600,
          height: 1050,
          src: '/media/generated/ill-linkedin-1600.avif',
        },
      ],
      webp: [
        {
          width: 480,
          height: 315,
          src: '/media/generated/ill-linkedin-480.webp',
        },
        {
          width: 800,
          height: 525,
          src: '/media/generated/ill-linkedin-800.webp',
        },
        {
          width: 1280,
          height: 840,
          src: '/media/generated/ill-linkedin-1280.webp',
        },
        {
          width: 1600,
          height: 1050,
          src: '/media/generated/ill-linkedin-1600.webp',
        },
      ],
      fallback: [
        {
          width: 480,
          height: 315,
          src: '/media/generated/ill-linkedin-480.jpg',
        },
        {
          width: 800,
          height: 525,
          src: '/media/generated/ill-linkedin-800.jpg',
        },
        {
          width: 1280,
          height: 840,
          src: '/media/generated/ill-linkedin-1280.jpg',
        },
        {
          width: 1600,
          height: 1050,
          src: '/media/generated/ill-linkedin-1600.jpg',
        },
      ],
    },
    hash: '779bd715c1b0',
  },
  'ill-online-store': {
    width: 1600,
    height: 1050,
    fallback: 'jpeg',
    variants: {
      avif: [
        {
          width: 480,
          height: 315,
          src: '/media/generated/ill-online-store-480.avif',
        },
        {
          width: 800,
          height: 525,
          src: '/media/generated/ill-online-store-800.avif',
        },
        {
          width: 1280,
          height: 840,
          src: '/media/generated/ill-online-store-1280.avif',
        },
        {
          width: 1600,
          height: 1050,
          src: '/media/generated/ill-online-store-1600.avif',
        },
      ],
      webp: [
        {
          width: 480,
          height: 315,
          src: '/media/generated/ill-online-store-480.webp',
        },
        {
          width: 800,
          height: 525,
          src: '/media/generated/ill-online-store-800.webp',
        },
        {
          width: 1280,
          height: 840,
          src: '/media/generated/ill-online-store-1280.webp',
        },
        {
          width: 1600,
          height: 1050,
          src: '/media/generated/ill-online-store-1600.webp',
        },
      ],
      fallback: [
        {
          width: 480,
          height: 315,
          src: '/media/generated/ill-online-store-480.jpg',
        },
        {
          width: 800,
          height: 525,
          src: '/media/generated/ill-online-store-800.jpg',
        },
        {
          width: 1280,
          height: 840,
          src: '/media/generated/ill-online-store-1280.jpg',
        },
        {
          width: 1600,
          height: 1050,
          src: '/media/generated/ill-online-store-1600.jpg',
        },
      ],
    },
    hash: 'b21bb61ea4c7',
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
  'ill-seo': {
    width: 1600,
    height: 1050,
    fallback: 'jpeg',
    variants: {
      avif: [
        {
          width: 480,
          height: 315,
          src: '/media/generated/ill-seo-480.avif',
        },
        {
          width: 800,
          height: 525,
          src: '/media/generated/ill-seo-800.avif',
        },
        {
          width: 1280,
          height: 840,
          src: '/media/generated/ill-seo-1280.avif',
        },
        {
          width: 1600,
          height: 1050,
          src: '/media/generated/ill-seo-1600.avif',
        },
      ],
      webp: [
        {
          width: 480,
          height: 315,
          src: '/media/generated/ill-seo-480.webp',
        },
        {
          width: 800,
          height: 525,
          src: '/media/generated/ill-seo-800.webp',
        },
        {
          width: 1280,
          height: 840,
          src: '/media/generated/ill-seo-1280.webp',
        },
        {
          width: 1600,
          height: 1050,
          src: '/media/generated/ill-seo-1600.webp',
        },
      ],
      fallback: [
        {
          width: 480,
          height: 315,
          src: '/media/generated/ill-seo-480.jpg',
        },
        {
          width: 800,
          height: 525,
          src: '/media/generated/ill-seo-800.jpg',
        },
        {
          width: 1280,
          height: 840,
          src: '/media/generated/ill-seo-1280.jpg',
        },
        {
          width: 1600,
          height: 1050,
          src: '/media/generated/ill-seo-1600.jpg',
        },
      ],
    },
    hash: '8c3c2a1b9c7f',
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
  'ill-web-design': {
    width: 1600,
    height: 1050,
    fallback: 'jpeg',
    variants: {
      avif: [
        {
          width: 480,
          height: 315,
          src: '/media/generated/ill-web-design-480.avif',
        },
        {
          width: 800,
          height: 525,
          src: '/media/generated/ill-web-design-800.avif',
        },
        {
          width: 1280,
          height: 840,
          src: '/media/generated/ill-web-design-1280.avif',
        },
        {
          width: 1600,
          height: 1050,
          src: '/media/generated/ill-web-design-1600.avif',
        },
      ],
      webp: [
        {
          width: 480,
          height: 315,
          src: '/media/generated/ill-web-design-480.webp',
        },
        {
          width: 800,
          height: 525,
          src: '/media/generated/ill-web-design-800.webp',
        },
        {
          width: 1280,
          height: 840,
          src: '/media/generated/ill-web-design-1280.webp',
        },
        {
          width: 1600,
          height: 1050,
          src: '/media/generated/ill-web-design-1600.webp',
        },
      ],
      fallback: [
        {
          width: 480,
          height: 315,
          src: '/media/generated/ill-web-design-480.jpg',
        },
        {
          width: 800,
          height: 525,
          src: '/media/generated/ill-web-design-800.jpg',
        },
        {
          width: 1280,
          height: 840,
          src: '/media/generated/ill-web-design-1280.jpg',
        },
        {
          width: 1600,
          height: 1050,
          src: '/media/generated/ill-web-design-1600.jpg',
        },
      ],
    },
    hash: '6186c13ee0ab',
  },
} as const satisfies Record<string, ImageAsset>

export type ImageName = keyof typeof images
