/** Written by scripts/media/images.ts from media-src/images/; do not edit by hand. */
import type { ImageAsset } from './types'

export const images = {
  'fjord-website': {
    width: 1600,
    height: 1000,
    fallback: 'jpeg',
    variants: {
      avif: [
        {
          width: 480,
          height: 300,
          src: '/media/generated/fjord-website-480.avif',
        },
        {
          width: 800,
          height: 500,
          src: '/media/generated/fjord-website-800.avif',
        },
        {
          width: 1280,
          height: 800,
          src: '/media/generated/fjord-website-1280.avif',
        },
        {
          width: 1600,
          height: 1000,
          src: '/media/generated/fjord-website-1600.avif',
        },
      ],
      webp: [
        {
          width: 480,
          height: 300,
          src: '/media/generated/fjord-website-480.webp',
        },
        {
          width: 800,
          height: 500,
          src: '/media/generated/fjord-website-800.webp',
        },
        {
          width: 1280,
          height: 800,
          src: '/media/generated/fjord-website-1280.webp',
        },
        {
          width: 1600,
          height: 1000,
          src: '/media/generated/fjord-website-1600.webp',
        },
      ],
      fallback: [
        {
          width: 480,
          height: 300,
          src: '/media/generated/fjord-website-480.jpg',
        },
        {
          width: 800,
          height: 500,
          src: '/media/generated/fjord-website-800.jpg',
        },
        {
          width: 1280,
          height: 800,
          src: '/media/generated/fjord-website-1280.jpg',
        },
        {
          width: 1600,
          height: 1000,
          src: '/media/generated/fjord-website-1600.jpg',
        },
      ],
    },
    hash: '3dc94a843298',
  },
  'growth-dashboard': {
    width: 1600,
    height: 1067,
    fallback: 'jpeg',
    variants: {
      avif: [
        {
          width: 480,
          height: 320,
          src: '/media/generated/growth-dashboard-480.avif',
        },
        {
          width: 800,
          height: 534,
          src: '/media/generated/growth-dashboard-800.avif',
        },
        {
          width: 1280,
          height: 854,
          src: '/media/generated/growth-dashboard-1280.avif',
        },
        {
          width: 1600,
          height: 1067,
          src: '/media/generated/growth-dashboard-1600.avif',
        },
      ],
      webp: [
        {
          width: 480,
          height: 320,
          src: '/media/generated/growth-dashboard-480.webp',
        },
        {
          width: 800,
          height: 534,
          src: '/media/generated/growth-dashboard-800.webp',
        },
        {
          width: 1280,
          height: 854,
          src: '/media/generated/growth-dashboard-1280.webp',
        },
        {
          width: 1600,
          height: 1067,
          src: '/media/generated/growth-dashboard-1600.webp',
        },
      ],
      fallback: [
        {
          width: 480,
          height: 320,
          src: '/media/generated/growth-dashboard-480.jpg',
        },
        {
          width: 800,
          height: 534,
          src: '/media/generated/growth-dashboard-800.jpg',
        },
        {
          width: 1280,
          height: 854,
          src: '/media/generated/growth-dashboard-1280.jpg',
        },
        {
          width: 1600,
          height: 1067,
          src: '/media/generated/growth-dashboard-1600.jpg',
        },
      ],
    },
    hash: '280e3053bf82',
  },
} as const satisfies Record<string, ImageAsset>

export type ImageName = keyof typeof images
