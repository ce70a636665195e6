/** Written by scripts/media/images.ts from media-src/images/; do not edit by hand. */
import type { ImageAsset } from './types.ts'

export const images = {
  'case-bergli-klinikk-desktop': {
    width: 1440,
    height: 900,
    fallback: 'jpeg',
    variants: {
      avif: [
        {
          width: 480,
          height: 300,
          src: '/media/generated/case-bergli-klinikk-desktop-480.avif',
        },
        {
          width: 800,
          height: 500,
          src: '/media/generated/case-bergli-klinikk-desktop-800.avif',
        },
        {
          width: 1280,
          height: 800,
          src: '/media/generated/case-bergli-klinikk-desktop-1280.avif',
        },
        {
          width: 1440,
          height: 900,
          src: '/media/generated/case-bergli-klinikk-desktop-1440.avif',
        },
      ],
      webp: [
        {
          width: 480,
          height: 300,
          src: '/media/generated/case-bergli-klinikk-desktop-480.webp',
        },
        {
          width: 800,
          height: 500,
          src: '/media/generated/case-bergli-klinikk-desktop-800.webp',
        },
        {
          width: 1280,
          height: 800,
          src: '/media/generated/case-bergli-klinikk-desktop-1280.webp',
        },
        {
          width: 1440,
          height: 900,
          src: '/media/generated/case-bergli-klinikk-desktop-1440.webp',
        },
      ],
      fallback: [
        {
          width: 480,
          height: 300,
          src: '/media/generated/case-bergli-klinikk-desktop-480.jpg',
        },
        {
          width: 800,
          height: 500,
          src: '/media/generated/case-bergli-klinikk-desktop-800.jpg',
        },
        {
          width: 1280,
          height: 800,
          src: '/media/generated/case-bergli-klinikk-desktop-1280.jpg',
        },
        {
          width: 1440,
          height: 900,
          src: '/media/generated/case-bergli-klinikk-desktop-1440.jpg',
        },
      ],
    },
    hash: 'adcf19533776',
  },
  'case-bergli-klinikk-phone': {
    width: 780,
    height: 1688,
    fallback: 'jpeg',
    variants: {
      avif: [
        {
          width: 480,
          height: 1039,
          src: '/media/generated/case-bergli-klinikk-phone-480.avif',
        },
        {
          width: 780,
          height: 1688,
          src: '/media/generated/case-bergli-klinikk-phone-780.avif',
        },
      ],
      webp: [
        {
          width: 480,
          height: 1039,
          src: '/media/generated/case-bergli-klinikk-phone-480.webp',
        },
        {
          width: 780,
          height: 1688,
          src: '/media/generated/case-bergli-klinikk-phone-780.webp',
        },
      ],
      fallback: [
        {
          width: 480,
          height: 1039,
          src: '/media/generated/case-bergli-klinikk-phone-480.jpg',
        },
        {
          width: 780,
          height: 1688,
          src: '/media/generated/case-bergli-klinikk-phone-780.jpg',
        },
      ],
    },
    hash: 'a8f83606b0fc',
  },
  'case-fjellstue-sport-desktop': {
    width: 1440,
    height: 900,
    fallback: 'jpeg',
    variants: {
      avif: [
        {
          width: 480,
          height: 300,
          src: '/media/generated/case-fjellstue-sport-desktop-480.avif',
        },
        {
          width: 800,
          height: 500,
          src: '/media/generated/case-fjellstue-sport-desktop-800.avif',
        },
        {
          width: 1280,
          height: 800,
          src: '/media/generated/case-fjellstue-sport-desktop-1280.avif',
        },
        {
          width: 1440,
          height: 900,
          src: '/media/generated/case-fjellstue-sport-desktop-1440.avif',
        },
      ],
      webp: [
        {
          width: 480,
          height: 300,
          src: '/media/generated/case-fjellstue-sport-desktop-480.webp',
        },
        {
          width: 800,
          height: 500,
          src: '/media/generated/case-fjellstue-sport-desktop-800.webp',
        },
        {
          width: 1280,
          height: 800,
          src: '/media/generated/case-fjellstue-sport-desktop-1280.webp',
        },
        {
          width: 1440,
          height: 900,
          src: '/media/generated/case-fjellstue-sport-desktop-1440.webp',
        },
      ],
      fallback: [
        {
          width: 480,
          height: 300,
          src: '/media/generated/case-fjellstue-sport-desktop-480.jpg',
        },
        {
          width: 800,
          height: 500,
          src: '/media/generated/case-fjellstue-sport-desktop-800.jpg',
        },
        {
          width: 1280,
          height: 800,
          src: '/media/generated/case-fjellstue-sport-desktop-1280.jpg',
        },
        {
          width: 1440,
          height: 900,
          src: '/media/generated/case-fjellstue-sport-desktop-1440.jpg',
        },
      ],
    },
    hash: '9107d296d0a1',
  },
  'case-fjellstue-sport-phone': {
    width: 780,
    height: 1688,
    fallback: 'jpeg',
    variants: {
      avif: [
        {
          width: 480,
          height: 1039,
          src: '/media/generated/case-fjellstue-sport-phone-480.avif',
        },
        {
          width: 780,
          height: 1688,
          src: '/media/generated/case-fjellstue-sport-phone-780.avif',
        },
      ],
      webp: [
        {
          width: 480,
          height: 1039,
          src: '/media/generated/case-fjellstue-sport-phone-480.webp',
        },
        {
          width: 780,
          height: 1688,
          src: '/media/generated/case-fjellstue-sport-phone-780.webp',
        },
      ],
      fallback: [
        {
          width: 480,
          height: 1039,
          src: '/media/generated/case-fjellstue-sport-phone-480.jpg',
        },
        {
          width: 780,
          height: 1688,
          src: '/media/generated/case-fjellstue-sport-phone-780.jpg',
        },
      ],
    },
    hash: 'e8ccdd51d66a',
  },
  'case-havbris-eiendom-desktop': {
    width: 1440,
    height: 900,
    fallback: 'jpeg',
    variants: {
      avif: [
        {
          width: 480,
          height: 300,
          src: '/media/generated/case-havbris-eiendom-desktop-480.avif',
        },
        {
          width: 800,
          height: 500,
          src: '/media/generated/case-havbris-eiendom-desktop-800.avif',
        },
        {
          width: 1280,
          height: 800,
          src: '/media/generated/case-havbris-eiendom-desktop-1280.avif',
        },
        {
          width: 1440,
          height: 900,
          src: '/media/generated/case-havbris-eiendom-desktop-1440.avif',
        },
      ],
      webp: [
        {
          width: 480,
          height: 300,
          src: '/media/generated/case-havbris-eiendom-desktop-480.webp',
        },
        {
          width: 800,
          height: 500,
          src: '/media/generated/case-havbris-eiendom-desktop-800.webp',
        },
        {
          width: 1280,
          height: 800,
          src: '/media/generated/case-havbris-eiendom-desktop-1280.webp',
        },
        {
          width: 1440,
          height: 900,
          src: '/media/generated/case-havbris-eiendom-desktop-1440.webp',
        },
      ],
      fallback: [
        {
          width: 480,
          height: 300,
          src: '/media/generated/case-havbris-eiendom-desktop-480.jpg',
        },
        {
          width: 800,
          height: 500,
          src: '/media/generated/case-havbris-eiendom-desktop-800.jpg',
        },
        {
          width: 1280,
          height: 800,
          src: '/media/generated/case-havbris-eiendom-desktop-1280.jpg',
        },
        {
          width: 1440,
          height: 900,
          src: '/media/generated/case-havbris-eiendom-desktop-1440.jpg',
        },
      ],
    },
    hash: '1866fca84ef6',
  },
  'case-havbris-eiendom-phone': {
    width: 780,
    height: 1688,
    fallback: 'jpeg',
    variants: {
      avif: [
        {
          width: 480,
          height: 1039,
          src: '/media/generated/case-havbris-eiendom-phone-480.avif',
        },
        {
          width: 780,
          height: 1688,
          src: '/media/generated/case-havbris-eiendom-phone-780.avif',
        },
      ],
      webp: [
        {
          width: 480,
          height: 1039,
          src: '/media/generated/case-havbris-eiendom-phone-480.webp',
        },
        {
          width: 780,
          height: 1688,
          src: '/media/generated/case-havbris-eiendom-phone-780.webp',
        },
      ],
      fallback: [
        {
          width: 480,
          height: 1039,
          src: '/media/generated/case-havbris-eiendom-phone-480.jpg',
        },
        {
          width: 780,
          height: 1688,
          src: '/media/generated/case-havbris-eiendom-phone-780.jpg',
        },
      ],
    },
    hash: 'e49c5eff2527',
  },
  'case-kystlinje-logistikk-desktop': {
    width: 1440,
    height: 900,
    fallback: 'jpeg',
    variants: {
      avif: [
        {
          width: 480,
          height: 300,
          src: '/media/generated/case-kystlinje-logistikk-desktop-480.avif',
        },
        {
          width: 800,
          height: 500,
          src: '/media/generated/case-kystlinje-logistikk-desktop-800.avif',
        },
        {
          width: 1280,
          height: 800,
          src: '/media/generated/case-kystlinje-logistikk-desktop-1280.avif',
        },
        {
          width: 1440,
          height: 900,
          src: '/media/generated/case-kystlinje-logistikk-desktop-1440.avif',
        },
      ],
      webp: [
        {
          width: 480,
          height: 300,
          src: '/media/generated/case-kystlinje-logistikk-desktop-480.webp',
        },
        {
          width: 800,
          height: 500,
          src: '/media/generated/case-kystlinje-logistikk-desktop-800.webp',
        },
        {
          width: 1280,
          height: 800,
          src: '/media/generated/case-kystlinje-logistikk-desktop-1280.webp',
        },
        {
          width: 1440,
          height: 900,
          src: '/media/generated/case-kystlinje-logistikk-desktop-1440.webp',
        },
      ],
      fallback: [
        {
          width: 480,
          height: 300,
          src: '/media/generated/case-kystlinje-logistikk-desktop-480.jpg',
        },
        {
          width: 800,
          height: 500,
          src: '/media/generated/case-kystlinje-logistikk-desktop-800.jpg',
        },
        {
          width: 1280,
          height: 800,
          src: '/media/generated/case-kystlinje-logistikk-desktop-1280.jpg',
        },
        {
          width: 1440,
          height: 900,
          src: '/media/generated/case-kystlinje-logistikk-desktop-1440.jpg',
        },
      ],
    },
    hash: '4d00ae3803e7',
  },
  'case-kystlinje-logistikk-phone': {
    width: 780,
    height: 1688,
    fallback: 'jpeg',
    variants: {
      avif: [
        {
          width: 480,
          height: 1039,
          src: '/media/generated/case-kystlinje-logistikk-phone-480.avif',
        },
        {
          width: 780,
          height: 1688,
          src: '/media/generated/case-kystlinje-logistikk-phone-780.avif',
        },
      ],
      webp: [
        {
          width: 480,
          height: 1039,
          src: '/media/generated/case-kystlinje-logistikk-phone-480.webp',
        },
        {
          width: 780,
          height: 1688,
          src: '/media/generated/case-kystlinje-logistikk-phone-780.webp',
        },
      ],
      fallback: [
        {
          width: 480,
          height: 1039,
          src: '/media/generated/case-kystlinje-logistikk-phone-480.jpg',
        },
        {
          width: 780,
          height: 1688,
          src: '/media/generated/case-kystlinje-logistikk-phone-780.jpg',
        },
      ],
    },
    hash: '53ac67db4979',
  },
  'case-lysverk-energi-desktop': {
    width: 1440,
    height: 900,
    fallback: 'jpeg',
    variants: {
      avif: [
        {
          width: 480,
          height: 300,
          src: '/media/generated/case-lysverk-energi-desktop-480.avif',
        },
        {
          width: 800,
          height: 500,
          src: '/media/generated/case-lysverk-energi-desktop-800.avif',
        },
        {
          width: 1280,
          height: 800,
          src: '/media/generated/case-lysverk-energi-desktop-1280.avif',
        },
        {
          width: 1440,
          height: 900,
          src: '/media/generated/case-lysverk-energi-desktop-1440.avif',
        },
      ],
      webp: [
        {
          width: 480,
          height: 300,
          src: '/media/generated/case-lysverk-energi-desktop-480.webp',
        },
        {
          width: 800,
          height: 500,
          src: '/media/generated/case-lysverk-energi-desktop-800.webp',
        },
        {
          width: 1280,
          height: 800,
          src: '/media/generated/case-lysverk-energi-desktop-1280.webp',
        },
        {
          width: 1440,
          height: 900,
          src: '/media/generated/case-lysverk-energi-desktop-1440.webp',
        },
      ],
      fallback: [
        {
          width: 480,
          height: 300,
          src: '/media/generated/case-lysverk-energi-desktop-480.jpg',
        },
        {
          width: 800,
          height: 500,
          src: '/media/generated/case-lysverk-energi-desktop-800.jpg',
        },
        {
          width: 1280,
          height: 800,
          src: '/media/generated/case-lysverk-energi-desktop-1280.jpg',
        },
        {
          width: 1440,
          height: 900,
          src: '/media/generated/case-lysverk-energi-desktop-1440.jpg',
        },
      ],
    },
    hash: '4391f374db93',
  },
  'case-lysverk-energi-phone': {
    width: 780,
    height: 1688,
    fallback: 'jpeg',
    variants: {
      avif: [
        {
          width: 480,
          height: 1039,
          src: '/media/generated/case-lysverk-energi-phone-480.avif',
        },
        {
          width: 780,
          height: 1688,
          src: '/media/generated/case-lysverk-energi-phone-780.avif',
        },
      ],
      webp: [
        {
          width: 480,
          height: 1039,
          src: '/media/generated/case-lysverk-energi-phone-480.webp',
        },
        {
          width: 780,
          height: 1688,
          src: '/media/generated/case-lysverk-energi-phone-780.webp',
        },
      ],
      fallback: [
        {
          width: 480,
          height: 1039,
          src: '/media/generated/case-lysverk-energi-phone-480.jpg',
        },
        {
          width: 780,
          height: 1688,
          src: '/media/generated/case-lysverk-energi-phone-780.jpg',
        },
      ],
    },
    hash: '2130ee6a981f',
  },
  'case-nordvik-bakeri-desktop': {
    width: 1440,
    height: 900,
    fallback: 'jpeg',
    variants: {
      avif: [
        {
          width: 480,
          height: 300,
          src: '/media/generated/case-nordvik-bakeri-desktop-480.avif',
        },
        {
          width: 800,
          height: 500,
          src: '/media/generated/case-nordvik-bakeri-desktop-800.avif',
        },
        {
          width: 1280,
          height: 800,
          src: '/media/generated/case-nordvik-bakeri-desktop-1280.avif',
        },
        {
          width: 1440,
          height: 900,
          src: '/media/generated/case-nordvik-bakeri-desktop-1440.avif',
        },
      ],
      webp: [
        {
          width: 480,
          height: 300,
          src: '/media/generated/case-nordvik-bakeri-desktop-480.webp',
        },
        {
          width: 800,
          height: 500,
          src: '/media/generated/case-nordvik-bakeri-desktop-800.webp',
        },
        {
          width: 1280,
          height: 800,
          src: '/media/generated/case-nordvik-bakeri-desktop-1280.webp',
        },
        {
          width: 1440,
          height: 900,
          src: '/media/generated/case-nordvik-bakeri-desktop-1440.webp',
        },
      ],
      fallback: [
        {
          width: 480,
          height: 300,
          src: '/media/generated/case-nordvik-bakeri-desktop-480.jpg',
        },
        {
          width: 800,
          height: 500,
          src: '/media/generated/case-nordvik-bakeri-desktop-800.jpg',
        },
        {
          width: 1280,
          height: 800,
          src: '/media/generated/case-nordvik-bakeri-desktop-1280.jpg',
        },
        {
          width: 1440,
          height: 900,
          src: '/media/generated/case-nordvik-bakeri-desktop-1440.jpg',
        },
      ],
    },
    hash: '00c857e956a8',
  },
  'case-nordvik-bakeri-phone': {
    width: 780,
    height: 1688,
    fallback: 'jpeg',
    variants: {
      avif: [
        {
          width: 480,
          height: 1039,
          src: '/media/generated/case-nordvik-bakeri-phone-480.avif',
        },
        {
          width: 780,
          height: 1688,
          src: '/media/generated/case-nordvik-bakeri-phone-780.avif',
        },
      ],
      webp: [
        {
          width: 480,
          height: 1039,
          src: '/media/generated/case-nordvik-bakeri-phone-480.webp',
        },
        {
          width: 780,
          height: 1688,
          src: '/media/generated/case-nordvik-bakeri-phone-780.webp',
        },
      ],
      fallback: [
        {
          width: 480,
          height: 1039,
          src: '/media/generated/case-nordvik-bakeri-phone-480.jpg',
        },
        {
          width: 780,
          height: 1688,
          src: '/media/generated/case-nordvik-bakeri-phone-780.jpg',
        },
      ],
    },
    hash: 'b211aa8c3382',
  },
  'case-solvind-kurs-desktop': {
    width: 1440,
    height: 900,
    fallback: 'jpeg',
    variants: {
      avif: [
        {
          width: 480,
          height: 300,
          src: '/media/generated/case-solvind-kurs-desktop-480.avif',
        },
        {
          width: 800,
          height: 500,
          src: '/media/generated/case-solvind-kurs-desktop-800.avif',
        },
        {
          width: 1280,
          height: 800,
          src: '/media/generated/case-solvind-kurs-desktop-1280.avif',
        },
        {
          width: 1440,
          height: 900,
          src: '/media/generated/case-solvind-kurs-desktop-1440.avif',
        },
      ],
      webp: [
        {
          width: 480,
          height: 300,
          src: '/media/generated/case-solvind-kurs-desktop-480.webp',
        },
        {
          width: 800,
          height: 500,
          src: '/media/generated/case-solvind-kurs-desktop-800.webp',
        },
        {
          width: 1280,
          height: 800,
          src: '/media/generated/case-solvind-kurs-desktop-1280.webp',
        },
        {
          width: 1440,
          height: 900,
          src: '/media/generated/case-solvind-kurs-desktop-1440.webp',
        },
      ],
      fallback: [
        {
          width: 480,
          height: 300,
          src: '/media/generated/case-solvind-kurs-desktop-480.jpg',
        },
        {
          width: 800,
          height: 500,
          src: '/media/generated/case-solvind-kurs-desktop-800.jpg',
        },
        {
          width: 1280,
          height: 800,
          src: '/media/generated/case-solvind-kurs-desktop-1280.jpg',
        },
        {
          width: 1440,
          height: 900,
          src: '/media/generated/case-solvind-kurs-desktop-1440.jpg',
        },
      ],
    },
    hash: '2aaf8eaf5f75',
  },
  'case-solvind-kurs-phone': {
    width: 780,
    height: 1688,
    fallback: 'jpeg',
    variants: {
      avif: [
        {
          width: 480,
          height: 1039,
          src: '/media/generated/case-solvind-kurs-phone-480.avif',
        },
        {
          width: 780,
          height: 1688,
          src: '/media/generated/case-solvind-kurs-phone-780.avif',
        },
      ],
      webp: [
        {
          width: 480,
          height: 1039,
          src: '/media/generated/case-solvind-kurs-phone-480.webp',
        },
        {
          width: 780,
          height: 1688,
          src: '/media/generated/case-solvind-kurs-phone-780.webp',
        },
      ],
      fallback: [
        {
          width: 480,
          height: 1039,
          src: '/media/generated/case-solvind-kurs-phone-480.jpg',
        },
        {
          width: 780,
          height: 1688,
          src: '/media/generated/case-solvind-kurs-phone-780.jpg',
        },
      ],
    },
    hash: '2561ed811c82',
  },
  'case-tindra-regnskap-desktop': {
    width: 1440,
    height: 900,
    fallback: 'jpeg',
    variants: {
      avif: [
        {
          width: 480,
          height: 300,
          src: '/media/generated/case-tindra-regnskap-desktop-480.avif',
        },
        {
          width: 800,
          height: 500,
          src: '/media/generated/case-tindra-regnskap-desktop-800.avif',
        },
        {
          width: 1280,
          height: 800,
          src: '/media/generated/case-tindra-regnskap-desktop-1280.avif',
        },
        {
          width: 1440,
          height: 900,
          src: '/media/generated/case-tindra-regnskap-desktop-1440.avif',
        },
      ],
      webp: [
        {
          width: 480,
          height: 300,
          src: '/media/generated/case-tindra-regnskap-desktop-480.webp',
        },
        {
          width: 800,
          height: 500,
          src: '/media/generated/case-tindra-regnskap-desktop-800.webp',
        },
        {
          width: 1280,
          height: 800,
          src: '/media/generated/case-tindra-regnskap-desktop-1280.webp',
        },
        {
          width: 1440,
          height: 900,
          src: '/media/generated/case-tindra-regnskap-desktop-1440.webp',
        },
      ],
      fallback: [
        {
          width: 480,
          height: 300,
          src: '/media/generated/case-tindra-regnskap-desktop-480.jpg',
        },
        {
          width: 800,
          height: 500,
          src: '/media/generated/case-tindra-regnskap-desktop-800.jpg',
        },
        {
          width: 1280,
          height: 800,
          src: '/media/generated/case-tindra-regnskap-desktop-1280.jpg',
        },
        {
          width: 1440,
          height: 900,
          src: '/media/generated/case-tindra-regnskap-desktop-1440.jpg',
        },
      ],
    },
    hash: '0a094a0474b4',
  },
  'case-tindra-regnskap-phone': {
    width: 780,
    height: 1688,
    fallback: 'jpeg',
    variants: {
      avif: [
        {
          width: 480,
          height: 1039,
          src: '/media/generated/case-tindra-regnskap-phone-480.avif',
        },
        {
          width: 780,
          height: 1688,
          src: '/media/generated/case-tindra-regnskap-phone-780.avif',
        },
      ],
      webp: [
        {
          width: 480,
          height: 1039,
          src: '/media/generated/case-tindra-regnskap-phone-480.webp',
        },
        {
          width: 780,
          height: 1688,
          src: '/media/generated/case-tindra-regnskap-phone-780.webp',
        },
      ],
      fallback: [
        {
          width: 480,
          height: 1039,
          src: '/media/generated/case-tindra-regnskap-phone-480.jpg',
        },
        {
          width: 780,
          height: 1688,
          src: '/media/generated/case-tindra-regnskap-phone-780.jpg',
        },
      ],
    },
    hash: '72ac62dfaa93',
  },
  'client-bergli-klinikk-color': {
    width: 240,
    height: 48,
    fallback: 'png',
    variants: {
      avif: [
        {
          width: 240,
          height: 48,
          src: '/media/generated/client-bergli-klinikk-color-240.avif',
        },
        {
          width: 480,
          height: 96,
          src: '/media/generated/client-bergli-klinikk-color-480.avif',
        },
        {
          width: 720,
          height: 144,
          src: '/media/generated/client-bergli-klinikk-color-720.avif',
        },
      ],
      webp: [
        {
          width: 240,
          height: 48,
          src: '/media/generated/client-bergli-klinikk-color-240.webp',
        },
        {
          width: 480,
          height: 96,
          src: '/media/generated/client-bergli-klinikk-color-480.webp',
        },
        {
          width: 720,
          height: 144,
          src: '/media/generated/client-bergli-klinikk-color-720.webp',
        },
      ],
      fallback: [
        {
          width: 240,
          height: 48,
          src: '/media/generated/client-bergli-klinikk-color-240.png',
        },
        {
          width: 480,
          height: 96,
          src: '/media/generated/client-bergli-klinikk-color-480.png',
        },
        {
          width: 720,
          height: 144,
          src: '/media/generated/client-bergli-klinikk-color-720.png',
        },
      ],
    },
    hash: 'c8d68863f7f7',
  },
  'client-bergli-klinikk-dark': {
    width: 240,
    height: 48,
    fallback: 'png',
    variants: {
      avif: [
        {
          width: 240,
          height: 48,
          src: '/media/generated/client-bergli-klinikk-dark-240.avif',
        },
        {
          width: 480,
          height: 96,
          src: '/media/generated/client-bergli-klinikk-dark-480.avif',
        },
        {
          width: 720,
          height: 144,
          src: '/media/generated/client-bergli-klinikk-dark-720.avif',
        },
      ],
      webp: [
        {
          width: 240,
          height: 48,
          src: '/media/generated/client-bergli-klinikk-dark-240.webp',
        },
        {
          width: 480,
          height: 96,
          src: '/media/generated/client-bergli-klinikk-dark-480.webp',
        },
        {
          width: 720,
          height: 144,
          src: '/media/generated/client-bergli-klinikk-dark-720.webp',
        },
      ],
      fallback: [
        {
          width: 240,
          height: 48,
          src: '/media/generated/client-bergli-klinikk-dark-240.png',
        },
        {
          width: 480,
          height: 96,
          src: '/media/generated/client-bergli-klinikk-dark-480.png',
        },
        {
          width: 720,
          height: 144,
          src: '/media/generated/client-bergli-klinikk-dark-720.png',
        },
      ],
    },
    hash: '4ff3bca37810',
  },
  'client-bergli-klinikk-light': {
    width: 240,
    height: 48,
    fallback: 'png',
    variants: {
      avif: [
        {
          width: 240,
          height: 48,
          src: '/media/generated/client-bergli-klinikk-light-240.avif',
        },
        {
          width: 480,
          height: 96,
          src: '/media/generated/client-bergli-klinikk-light-480.avif',
        },
        {
          width: 720,
          height: 144,
          src: '/media/generated/client-bergli-klinikk-light-720.avif',
        },
      ],
      webp: [
        {
          width: 240,
          height: 48,
          src: '/media/generated/client-bergli-klinikk-light-240.webp',
        },
        {
          width: 480,
          height: 96,
          src: '/media/generated/client-bergli-klinikk-light-480.webp',
        },
        {
          width: 720,
          height: 144,
          src: '/media/generated/client-bergli-klinikk-light-720.webp',
        },
      ],
      fallback: [
        {
          width: 240,
          height: 48,
          src: '/media/generated/client-bergli-klinikk-light-240.png',
        },
        {
          width: 480,
          height: 96,
          src: '/media/generated/client-bergli-klinikk-light-480.png',
        },
        {
          width: 720,
          height: 144,
          src: '/media/generated/client-bergli-klinikk-light-720.png',
        },
      ],
    },
    hash: '93746e281ae8',
  },
  'client-fjellstue-sport-color': {
    width: 240,
    height: 48,
    fallback: 'png',
    variants: {
      avif: [
        {
          width: 240,
          height: 48,
          src: '/media/generated/client-fjellstue-sport-color-240.avif',
        },
        {
          width: 480,
          height: 96,
          src: '/media/generated/client-fjellstue-sport-color-480.avif',
        },
        {
          width: 720,
          height: 144,
          src: '/media/generated/client-fjellstue-sport-color-720.avif',
        },
      ],
      webp: [
        {
          width: 240,
          height: 48,
          src: '/media/generated/client-fjellstue-sport-color-240.webp',
        },
        {
          width: 480,
          height: 96,
          src: '/media/generated/client-fjellstue-sport-color-480.webp',
        },
        {
          width: 720,
          height: 144,
          src: '/media/generated/client-fjellstue-sport-color-720.webp',
        },
      ],
      fallback: [
        {
          width: 240,
          height: 48,
          src: '/media/generated/client-fjellstue-sport-color-240.png',
        },
        {
          width: 480,
          height: 96,
          src: '/media/generated/client-fjellstue-sport-color-480.png',
        },
        {
          width: 720,
          height: 144,
          src: '/media/generated/client-fjellstue-sport-color-720.png',
        },
      ],
    },
    hash: '66f4d6473956',
  },
  'client-fjellstue-sport-dark': {
    width: 240,
    height: 48,
    fallback: 'png',
    variants: {
      avif: [
        {
          width: 240,
          height: 48,
          src: '/media/generated/client-fjellstue-sport-dark-240.avif',
        },
        {
          width: 480,
          height: 96,
          src: '/media/generated/client-fjellstue-sport-dark-480.avif',
        },
        {
          width: 720,
          height: 144,
          src: '/media/generated/client-fjellstue-sport-dark-720.avif',
        },
      ],
      webp: [
        {
          width: 240,
          height: 48,
          src: '/media/generated/client-fjellstue-sport-dark-240.webp',
        },
        {
          width: 480,
          height: 96,
          src: '/media/generated/client-fjellstue-sport-dark-480.webp',
        },
        {
          width: 720,
          height: 144,
          src: '/media/generated/client-fjellstue-sport-dark-720.webp',
        },
      ],
      fallback: [
        {
          width: 240,
          height: 48,
          src: '/media/generated/client-fjellstue-sport-dark-240.png',
        },
        {
          width: 480,
          height: 96,
          src: '/media/generated/client-fjellstue-sport-dark-480.png',
        },
        {
          width: 720,
          height: 144,
          src: '/media/generated/client-fjellstue-sport-dark-720.png',
        },
      ],
    },
    hash: '0981b7df6aa1',
  },
  'client-fjellstue-sport-light': {
    width: 240,
    height: 48,
    fallback: 'png',
    variants: {
      avif: [
        {
          width: 240,
          height: 48,
          src: '/media/generated/client-fjellstue-sport-light-240.avif',
        },
        {
          width: 480,
          height: 96,
          src: '/media/generated/client-fjellstue-sport-light-480.avif',
        },
        {
          width: 720,
          height: 144,
          src: '/media/generated/client-fjellstue-sport-light-720.avif',
        },
      ],
      webp: [
        {
          width: 240,
          height: 48,
          src: '/media/generated/client-fjellstue-sport-light-240.webp',
        },
        {
          width: 480,
          height: 96,
          src: '/media/generated/client-fjellstue-sport-light-480.webp',
        },
        {
          width: 720,
          height: 144,
          src: '/media/generated/client-fjellstue-sport-light-720.webp',
        },
      ],
      fallback: [
        {
          width: 240,
          height: 48,
          src: '/media/generated/client-fjellstue-sport-light-240.png',
        },
        {
          width: 480,
          height: 96,
          src: '/media/generated/client-fjellstue-sport-light-480.png',
        },
        {
          width: 720,
          height: 144,
          src: '/media/generated/client-fjellstue-sport-light-720.png',
        },
      ],
    },
    hash: 'd554726d86f4',
  },
  'client-havbris-eiendom-color': {
    width: 240,
    height: 48,
    fallback: 'png',
    variants: {
      avif: [
        {
          width: 240,
          height: 48,
          src: '/media/generated/client-havbris-eiendom-color-240.avif',
        },
        {
          width: 480,
          height: 96,
          src: '/media/generated/client-havbris-eiendom-color-480.avif',
        },
        {
          width: 720,
          height: 144,
          src: '/media/generated/client-havbris-eiendom-color-720.avif',
        },
      ],
      webp: [
        {
          width: 240,
          height: 48,
          src: '/media/generated/client-havbris-eiendom-color-240.webp',
        },
        {
          width: 480,
          height: 96,
          src: '/media/generated/client-havbris-eiendom-color-480.webp',
        },
        {
          width: 720,
          height: 144,
          src: '/media/generated/client-havbris-eiendom-color-720.webp',
        },
      ],
      fallback: [
        {
          width: 240,
          height: 48,
          src: '/media/generated/client-havbris-eiendom-color-240.png',
        },
        {
          width: 480,
          height: 96,
          src: '/media/generated/client-havbris-eiendom-color-480.png',
        },
        {
          width: 720,
          height: 144,
          src: '/media/generated/client-havbris-eiendom-color-720.png',
        },
      ],
    },
    hash: '0396fc5d7bd1',
  },
  'client-havbris-eiendom-dark': {
    width: 240,
    height: 48,
    fallback: 'png',
    variants: {
      avif: [
        {
          width: 240,
          height: 48,
          src: '/media/generated/client-havbris-eiendom-dark-240.avif',
        },
        {
          width: 480,
          height: 96,
          src: '/media/generated/client-havbris-eiendom-dark-480.avif',
        },
        {
          width: 720,
          height: 144,
          src: '/media/generated/client-havbris-eiendom-dark-720.avif',
        },
      ],
      webp: [
        {
          width: 240,
          height: 48,
          src: '/media/generated/client-havbris-eiendom-dark-240.webp',
        },
        {
          width: 480,
          height: 96,
          src: '/media/generated/client-havbris-eiendom-dark-480.webp',
        },
        {
          width: 720,
          height: 144,
          src: '/media/generated/client-havbris-eiendom-dark-720.webp',
        },
      ],
      fallback: [
        {
          width: 240,
          height: 48,
          src: '/media/generated/client-havbris-eiendom-dark-240.png',
        },
        {
          width: 480,
          height: 96,
          src: '/media/generated/client-havbris-eiendom-dark-480.png',
        },
        {
          width: 720,
          height: 144,
          src: '/media/generated/client-havbris-eiendom-dark-720.png',
        },
      ],
    },
    hash: '4d7a858b42c3',
  },
  'client-havbris-eiendom-light': {
    width: 240,
    height: 48,
    fallback: 'png',
    variants: {
      avif: [
        {
          width: 240,
          height: 48,
          src: '/media/generated/client-havbris-eiendom-light-240.avif',
        },
        {
          width: 480,
          height: 96,
          src: '/media/generated/client-havbris-eiendom-light-480.avif',
        },
        {
          width: 720,
          height: 144,
          src: '/media/generated/client-havbris-eiendom-light-720.avif',
        },
      ],
      webp: [
        {
          width: 240,
          height: 48,
          src: '/media/generated/client-havbris-eiendom-light-240.webp',
        },
        {
          width: 480,
          height: 96,
          src: '/media/generated/client-havbris-eiendom-light-480.webp',
        },
        {
          width: 720,
          height: 144,
          src: '/media/generated/client-havbris-eiendom-light-720.webp',
        },
      ],
      fallback: [
        {
          width: 240,
          height: 48,
          src: '/media/generated/client-havbris-eiendom-light-240.png',
        },
        {
          width: 480,
          height: 96,
          src: '/media/generated/client-havbris-eiendom-light-480.png',
        },
        {
          width: 720,
          height: 144,
          src: '/media/generated/client-havbris-eiendom-light-720.png',
        },
      ],
    },
    hash: 'ab4b62a9934b',
  },
  'client-holmen-ror-dark': {
    width: 240,
    height: 48,
    fallback: 'png',
    variants: {
      avif: [
        {
          width: 240,
          height: 48,
          src: '/media/generated/client-holmen-ror-dark-240.avif',
        },
        {
          width: 480,
          height: 96,
          src: '/media/generated/client-holmen-ror-dark-480.avif',
        },
        {
          width: 720,
          height: 144,
          src: '/media/generated/client-holmen-ror-dark-720.avif',
        },
      ],
      webp: [
        {
          width: 240,
          height: 48,
          src: '/media/generated/client-holmen-ror-dark-240.webp',
        },
        {
          width: 480,
          height: 96,
          src: '/media/generated/client-holmen-ror-dark-480.webp',
        },
        {
          width: 720,
          height: 144,
          src: '/media/generated/client-holmen-ror-dark-720.webp',
        },
      ],
      fallback: [
        {
          width: 240,
          height: 48,
          src: '/media/generated/client-holmen-ror-dark-240.png',
        },
        {
          width: 480,
          height: 96,
          src: '/media/generated/client-holmen-ror-dark-480.png',
        },
        {
          width: 720,
          height: 144,
          src: '/media/generated/client-holmen-ror-dark-720.png',
        },
      ],
    },
    hash: 'bad5c475649e',
  },
  'client-holmen-ror-light': {
    width: 240,
    height: 48,
    fallback: 'png',
    variants: {
      avif: [
        {
          width: 240,
          height: 48,
          src: '/media/generated/client-holmen-ror-light-240.avif',
        },
        {
          width: 480,
          height: 96,
          src: '/media/generated/client-holmen-ror-light-480.avif',
        },
        {
          width: 720,
          height: 144,
          src: '/media/generated/client-holmen-ror-light-720.avif',
        },
      ],
      webp: [
        {
          width: 240,
          height: 48,
          src: '/media/generated/client-holmen-ror-light-240.webp',
        },
        {
          width: 480,
          height: 96,
          src: '/media/generated/client-holmen-ror-light-480.webp',
        },
        {
          width: 720,
          height: 144,
          src: '/media/generated/client-holmen-ror-light-720.webp',
        },
      ],
      fallback: [
        {
          width: 240,
          height: 48,
          src: '/media/generated/client-holmen-ror-light-240.png',
        },
        {
          width: 480,
          height: 96,
          src: '/media/generated/client-holmen-ror-light-480.png',
        },
        {
          width: 720,
          height: 144,
          src: '/media/generated/client-holmen-ror-light-720.png',
        },
      ],
    },
    hash: '3ad8aec31040',
  },
  'client-kystlinje-logistikk-color': {
    width: 240,
    height: 48,
    fallback: 'png',
    variants: {
      avif: [
        {
          width: 240,
          height: 48,
          src: '/media/generated/client-kystlinje-logistikk-color-240.avif',
        },
        {
          width: 480,
          height: 96,
          src: '/media/generated/client-kystlinje-logistikk-color-480.avif',
        },
        {
          width: 720,
          height: 144,
          src: '/media/generated/client-kystlinje-logistikk-color-720.avif',
        },
      ],
      webp: [
        {
          width: 240,
          height: 48,
          src: '/media/generated/client-kystlinje-logistikk-color-240.webp',
        },
        {
          width: 480,
          height: 96,
          src: '/media/generated/client-kystlinje-logistikk-color-480.webp',
        },
        {
          width: 720,
          height: 144,
          src: '/media/generated/client-kystlinje-logistikk-color-720.webp',
        },
      ],
      fallback: [
        {
          width: 240,
          height: 48,
          src: '/media/generated/client-kystlinje-logistikk-color-240.png',
        },
        {
          width: 480,
          height: 96,
          src: '/media/generated/client-kystlinje-logistikk-color-480.png',
        },
        {
          width: 720,
          height: 144,
          src: '/media/generated/client-kystlinje-logistikk-color-720.png',
        },
      ],
    },
    hash: 'ecb4ecd358d6',
  },
  'client-kystlinje-logistikk-dark': {
    width: 240,
    height: 48,
    fallback: 'png',
    variants: {
      avif: [
        {
          width: 240,
          height: 48,
          src: '/media/generated/client-kystlinje-logistikk-dark-240.avif',
        },
        {
          width: 480,
          height: 96,
          src: '/media/generated/client-kystlinje-logistikk-dark-480.avif',
        },
        {
          width: 720,
          height: 144,
          src: '/media/generated/client-kystlinje-logistikk-dark-720.avif',
        },
      ],
      webp: [
        {
          width: 240,
          height: 48,
          src: '/media/generated/client-kystlinje-logistikk-dark-240.webp',
        },
        {
          width: 480,
          height: 96,
          src: '/media/generated/client-kystlinje-logistikk-dark-480.webp',
        },
        {
          width: 720,
          height: 144,
          src: '/media/generated/client-kystlinje-logistikk-dark-720.webp',
        },
      ],
      fallback: [
        {
          width: 240,
          height: 48,
          src: '/media/generated/client-kystlinje-logistikk-dark-240.png',
        },
        {
          width: 480,
          height: 96,
          src: '/media/generated/client-kystlinje-logistikk-dark-480.png',
        },
        {
          width: 720,
          height: 144,
          src: '/media/generated/client-kystlinje-logistikk-dark-720.png',
        },
      ],
    },
    hash: '1fcd91777206',
  },
  'client-kystlinje-logistikk-light': {
    width: 240,
    height: 48,
    fallback: 'png',
    variants: {
      avif: [
        {
          width: 240,
          height: 48,
          src: '/media/generated/client-kystlinje-logistikk-light-240.avif',
        },
        {
          width: 480,
          height: 96,
          src: '/media/generated/client-kystlinje-logistikk-light-480.avif',
        },
        {
          width: 720,
          height: 144,
          src: '/media/generated/client-kystlinje-logistikk-light-720.avif',
        },
      ],
      webp: [
        {
          width: 240,
          height: 48,
          src: '/media/generated/client-kystlinje-logistikk-light-240.webp',
        },
        {
          width: 480,
          height: 96,
          src: '/media/generated/client-kystlinje-logistikk-light-480.webp',
        },
        {
          width: 720,
          height: 144,
          src: '/media/generated/client-kystlinje-logistikk-light-720.webp',
        },
      ],
      fallback: [
        {
          width: 240,
          height: 48,
          src: '/media/generated/client-kystlinje-logistikk-light-240.png',
        },
        {
          width: 480,
          height: 96,
          src: '/media/generated/client-kystlinje-logistikk-light-480.png',
        },
        {
          width: 720,
          height: 144,
          src: '/media/generated/client-kystlinje-logistikk-light-720.png',
        },
      ],
    },
    hash: '942d42c534a2',
  },
  'client-lysverk-energi-color': {
    width: 240,
    height: 48,
    fallback: 'png',
    variants: {
      avif: [
        {
          width: 240,
          height: 48,
          src: '/media/generated/client-lysverk-energi-color-240.avif',
        },
        {
          width: 480,
          height: 96,
          src: '/media/generated/client-lysverk-energi-color-480.avif',
        },
        {
          width: 720,
          height: 144,
          src: '/media/generated/client-lysverk-energi-color-720.avif',
        },
      ],
      webp: [
        {
          width: 240,
          height: 48,
          src: '/media/generated/client-lysverk-energi-color-240.webp',
        },
        {
          width: 480,
          height: 96,
          src: '/media/generated/client-lysverk-energi-color-480.webp',
        },
        {
          width: 720,
          height: 144,
          src: '/media/generated/client-lysverk-energi-color-720.webp',
        },
      ],
      fallback: [
        {
          width: 240,
          height: 48,
          src: '/media/generated/client-lysverk-energi-color-240.png',
        },
        {
          width: 480,
          height: 96,
          src: '/media/generated/client-lysverk-energi-color-480.png',
        },
        {
          width: 720,
          height: 144,
          src: '/media/generated/client-lysverk-energi-color-720.png',
        },
      ],
    },
    hash: '3394e549aff5',
  },
  'client-lysverk-energi-dark': {
    width: 240,
    height: 48,
    fallback: 'png',
    variants: {
      avif: [
        {
          width: 240,
          height: 48,
          src: '/media/generated/client-lysverk-energi-dark-240.avif',
        },
        {
          width: 480,
          height: 96,
          src: '/media/generated/client-lysverk-energi-dark-480.avif',
        },
        {
          width: 720,
          height: 144,
          src: '/media/generated/client-lysverk-energi-dark-720.avif',
        },
      ],
      webp: [
        {
          width: 240,
          height: 48,
          src: '/media/generated/client-lysverk-energi-dark-240.webp',
        },
        {
          width: 480,
          height: 96,
          src: '/media/generated/client-lysverk-energi-dark-480.webp',
        },
        {
          width: 720,
          height: 144,
          src: '/media/generated/client-lysverk-energi-dark-720.webp',
        },
      ],
      fallback: [
        {
          width: 240,
          height: 48,
          src: '/media/generated/client-lysverk-energi-dark-240.png',
        },
        {
          width: 480,
          height: 96,
          src: '/media/generated/client-lysverk-energi-dark-480.png',
        },
        {
          width: 720,
          height: 144,
          src: '/media/generated/client-lysverk-energi-dark-720.png',
        },
      ],
    },
    hash: '815d8cfa265a',
  },
  'client-lysverk-energi-light': {
    width: 240,
    height: 48,
    fallback: 'png',
    variants: {
      avif: [
        {
          width: 240,
          height: 48,
          src: '/media/generated/client-lysverk-energi-light-240.avif',
        },
        {
          width: 480,
          height: 96,
          src: '/media/generated/client-lysverk-energi-light-480.avif',
        },
        {
          width: 720,
          height: 144,
          src: '/media/generated/client-lysverk-energi-light-720.avif',
        },
      ],
      webp: [
        {
          width: 240,
          height: 48,
          src: '/media/generated/client-lysverk-energi-light-240.webp',
        },
        {
          width: 480,
          height: 96,
          src: '/media/generated/client-lysverk-energi-light-480.webp',
        },
        {
          width: 720,
          height: 144,
          src: '/media/generated/client-lysverk-energi-light-720.webp',
        },
      ],
      fallback: [
        {
          width: 240,
          height: 48,
          src: '/media/generated/client-lysverk-energi-light-240.png',
        },
        {
          width: 480,
          height: 96,
          src: '/media/generated/client-lysverk-energi-light-480.png',
        },
        {
          width: 720,
          height: 144,
          src: '/media/generated/client-lysverk-energi-light-720.png',
        },
      ],
    },
    hash: 'b0f43e8da762',
  },
  'client-nordvik-bakeri-color': {
    width: 240,
    height: 48,
    fallback: 'png',
    variants: {
      avif: [
        {
          width: 240,
          height: 48,
          src: '/media/generated/client-nordvik-bakeri-color-240.avif',
        },
        {
          width: 480,
          height: 96,
          src: '/media/generated/client-nordvik-bakeri-color-480.avif',
        },
        {
          width: 720,
          height: 144,
          src: '/media/generated/client-nordvik-bakeri-color-720.avif',
        },
      ],
      webp: [
        {
          width: 240,
          height: 48,
          src: '/media/generated/client-nordvik-bakeri-color-240.webp',
        },
        {
          width: 480,
          height: 96,
          src: '/media/generated/client-nordvik-bakeri-color-480.webp',
        },
        {
          width: 720,
          height: 144,
          src: '/media/generated/client-nordvik-bakeri-color-720.webp',
        },
      ],
      fallback: [
        {
          width: 240,
          height: 48,
          src: '/media/generated/client-nordvik-bakeri-color-240.png',
        },
        {
          width: 480,
          height: 96,
          src: '/media/generated/client-nordvik-bakeri-color-480.png',
        },
        {
          width: 720,
          height: 144,
          src: '/media/generated/client-nordvik-bakeri-color-720.png',
        },
      ],
    },
    hash: 'f53686440a6b',
  },
  'client-nordvik-bakeri-dark': {
    width: 240,
    height: 48,
    fallback: 'png',
    variants: {
      avif: [
        {
          width: 240,
          height: 48,
          src: '/media/generated/client-nordvik-bakeri-dark-240.avif',
        },
        {
          width: 480,
          height: 96,
          src: '/media/generated/client-nordvik-bakeri-dark-480.avif',
        },
        {
          width: 720,
          height: 144,
          src: '/media/generated/client-nordvik-bakeri-dark-720.avif',
        },
      ],
      webp: [
        {
          width: 240,
          height: 48,
          src: '/media/generated/client-nordvik-bakeri-dark-240.webp',
        },
        {
          width: 480,
          height: 96,
          src: '/media/generated/client-nordvik-bakeri-dark-480.webp',
        },
        {
          width: 720,
          height: 144,
          src: '/media/generated/client-nordvik-bakeri-dark-720.webp',
        },
      ],
      fallback: [
        {
          width: 240,
          height: 48,
          src: '/media/generated/client-nordvik-bakeri-dark-240.png',
        },
        {
          width: 480,
          height: 96,
          src: '/media/generated/client-nordvik-bakeri-dark-480.png',
        },
        {
          width: 720,
          height: 144,
          src: '/media/generated/client-nordvik-bakeri-dark-720.png',
        },
      ],
    },
    hash: 'd3ca6495e47a',
  },
  'client-nordvik-bakeri-light': {
    width: 240,
    height: 48,
    fallback: 'png',
    variants: {
      avif: [
        {
          width: 240,
          height: 48,
          src: '/media/generated/client-nordvik-bakeri-light-240.avif',
        },
        {
          width: 480,
          height: 96,
          src: '/media/generated/client-nordvik-bakeri-light-480.avif',
        },
        {
          width: 720,
          height: 144,
          src: '/media/generated/client-nordvik-bakeri-light-720.avif',
        },
      ],
      webp: [
        {
          width: 240,
          height: 48,
          src: '/media/generated/client-nordvik-bakeri-light-240.webp',
        },
        {
          width: 480,
          height: 96,
          src: '/media/generated/client-nordvik-bakeri-light-480.webp',
        },
        {
          width: 720,
          height: 144,
          src: '/media/generated/client-nordvik-bakeri-light-720.webp',
        },
      ],
      fallback: [
        {
          width: 240,
          height: 48,
          src: '/media/generated/client-nordvik-bakeri-light-240.png',
        },
        {
          width: 480,
          height: 96,
          src: '/media/generated/client-nordvik-bakeri-light-480.png',
        },
        {
          width: 720,
          height: 144,
          src: '/media/generated/client-nordvik-bakeri-light-720.png',
        },
      ],
    },
    hash: 'eba3b4439c00',
  },
  'client-noste-garn-dark': {
    width: 240,
    height: 48,
    fallback: 'png',
    variants: {
      avif: [
        {
          width: 240,
          height: 48,
          src: '/media/generated/client-noste-garn-dark-240.avif',
        },
        {
          width: 480,
          height: 96,
          src: '/media/generated/client-noste-garn-dark-480.avif',
        },
        {
          width: 720,
          height: 144,
          src: '/media/generated/client-noste-garn-dark-720.avif',
        },
      ],
      webp: [
        {
          width: 240,
          height: 48,
          src: '/media/generated/client-noste-garn-dark-240.webp',
        },
        {
          width: 480,
          height: 96,
          src: '/media/generated/client-noste-garn-dark-480.webp',
        },
        {
          width: 720,
          height: 144,
          src: '/media/generated/client-noste-garn-dark-720.webp',
        },
      ],
      fallback: [
        {
          width: 240,
          height: 48,
          src: '/media/generated/client-noste-garn-dark-240.png',
        },
        {
          width: 480,
          height: 96,
          src: '/media/generated/client-noste-garn-dark-480.png',
        },
        {
          width: 720,
          height: 144,
          src: '/media/generated/client-noste-garn-dark-720.png',
        },
      ],
    },
    hash: 'bfed9b606b1f',
  },
  'client-noste-garn-light': {
    width: 240,
    height: 48,
    fallback: 'png',
    variants: {
      avif: [
        {
          width: 240,
          height: 48,
          src: '/media/generated/client-noste-garn-light-240.avif',
        },
        {
          width: 480,
          height: 96,
          src: '/media/generated/client-noste-garn-light-480.avif',
        },
        {
          width: 720,
          height: 144,
          src: '/media/generated/client-noste-garn-light-720.avif',
        },
      ],
      webp: [
        {
          width: 240,
          height: 48,
          src: '/media/generated/client-noste-garn-light-240.webp',
        },
        {
          width: 480,
          height: 96,
          src: '/media/generated/client-noste-garn-light-480.webp',
        },
        {
          width: 720,
          height: 144,
          src: '/media/generated/client-noste-garn-light-720.webp',
        },
      ],
      fallback: [
        {
          width: 240,
          height: 48,
          src: '/media/generated/client-noste-garn-light-240.png',
        },
        {
          width: 480,
          height: 96,
          src: '/media/generated/client-noste-garn-light-480.png',
        },
        {
          width: 720,
          height: 144,
          src: '/media/generated/client-noste-garn-light-720.png',
        },
      ],
    },
    hash: 'c67d8734b834',
  },
  'client-solvind-kurs-color': {
    width: 240,
    height: 48,
    fallback: 'png',
    variants: {
      avif: [
        {
          width: 240,
          height: 48,
          src: '/media/generated/client-solvind-kurs-color-240.avif',
        },
        {
          width: 480,
          height: 96,
          src: '/media/generated/client-solvind-kurs-color-480.avif',
        },
        {
          width: 720,
          height: 144,
          src: '/media/generated/client-solvind-kurs-color-720.avif',
        },
      ],
      webp: [
        {
          width: 240,
          height: 48,
          src: '/media/generated/client-solvind-kurs-color-240.webp',
        },
        {
          width: 480,
          height: 96,
          src: '/media/generated/client-solvind-kurs-color-480.webp',
        },
        {
          width: 720,
          height: 144,
          src: '/media/generated/client-solvind-kurs-color-720.webp',
        },
      ],
      fallback: [
        {
          width: 240,
          height: 48,
          src: '/media/generated/client-solvind-kurs-color-240.png',
        },
        {
          width: 480,
          height: 96,
          src: '/media/generated/client-solvind-kurs-color-480.png',
        },
        {
          width: 720,
          height: 144,
          src: '/media/generated/client-solvind-kurs-color-720.png',
        },
      ],
    },
    hash: 'bf53fd335200',
  },
  'client-solvind-kurs-dark': {
    width: 240,
    height: 48,
    fallback: 'png',
    variants: {
      avif: [
        {
          width: 240,
          height: 48,
          src: '/media/generated/client-solvind-kurs-dark-240.avif',
        },
        {
          width: 480,
          height: 96,
          src: '/media/generated/client-solvind-kurs-dark-480.avif',
        },
        {
          width: 720,
          height: 144,
          src: '/media/generated/client-solvind-kurs-dark-720.avif',
        },
      ],
      webp: [
        {
          width: 240,
          height: 48,
          src: '/media/generated/client-solvind-kurs-dark-240.webp',
        },
        {
          width: 480,
          height: 96,
          src: '/media/generated/client-solvind-kurs-dark-480.webp',
        },
        {
          width: 720,
          height: 144,
          src: '/media/generated/client-solvind-kurs-dark-720.webp',
        },
      ],
      fallback: [
        {
          width: 240,
          height: 48,
          src: '/media/generated/client-solvind-kurs-dark-240.png',
        },
        {
          width: 480,
          height: 96,
          src: '/media/generated/client-solvind-kurs-dark-480.png',
        },
        {
          width: 720,
          height: 144,
          src: '/media/generated/client-solvind-kurs-dark-720.png',
        },
      ],
    },
    hash: 'ad308ce466e3',
  },
  'client-solvind-kurs-light': {
    width: 240,
    height: 48,
    fallback: 'png',
    variants: {
      avif: [
        {
          width: 240,
          height: 48,
          src: '/media/generated/client-solvind-kurs-light-240.avif',
        },
        {
          width: 480,
          height: 96,
          src: '/media/generated/client-solvind-kurs-light-480.avif',
        },
        {
          width: 720,
          height: 144,
          src: '/media/generated/client-solvind-kurs-light-720.avif',
        },
      ],
      webp: [
        {
          width: 240,
          height: 48,
          src: '/media/generated/client-solvind-kurs-light-240.webp',
        },
        {
          width: 480,
          height: 96,
          src: '/media/generated/client-solvind-kurs-light-480.webp',
        },
        {
          width: 720,
          height: 144,
          src: '/media/generated/client-solvind-kurs-light-720.webp',
        },
      ],
      fallback: [
        {
          width: 240,
          height: 48,
          src: '/media/generated/client-solvind-kurs-light-240.png',
        },
        {
          width: 480,
          height: 96,
          src: '/media/generated/client-solvind-kurs-light-480.png',
        },
        {
          width: 720,
          height: 144,
          src: '/media/generated/client-solvind-kurs-light-720.png',
        },
      ],
    },
    hash: '3252942468be',
  },
  'client-strandheim-hotell-dark': {
    width: 240,
    height: 48,
    fallback: 'png',
    variants: {
      avif: [
        {
          width: 240,
          height: 48,
          src: '/media/generated/client-strandheim-hotell-dark-240.avif',
        },
        {
          width: 480,
          height: 96,
          src: '/media/generated/client-strandheim-hotell-dark-480.avif',
        },
        {
          width: 720,
          height: 144,
          src: '/media/generated/client-strandheim-hotell-dark-720.avif',
        },
      ],
      webp: [
        {
          width: 240,
          height: 48,
          src: '/media/generated/client-strandheim-hotell-dark-240.webp',
        },
        {
          width: 480,
          height: 96,
          src: '/media/generated/client-strandheim-hotell-dark-480.webp',
        },
        {
          width: 720,
          height: 144,
          src: '/media/generated/client-strandheim-hotell-dark-720.webp',
        },
      ],
      fallback: [
        {
          width: 240,
          height: 48,
          src: '/media/generated/client-strandheim-hotell-dark-240.png',
        },
        {
          width: 480,
          height: 96,
          src: '/media/generated/client-strandheim-hotell-dark-480.png',
        },
        {
          width: 720,
          height: 144,
          src: '/media/generated/client-strandheim-hotell-dark-720.png',
        },
      ],
    },
    hash: 'dfdca5a1d350',
  },
  'client-strandheim-hotell-light': {
    width: 240,
    height: 48,
    fallback: 'png',
    variants: {
      avif: [
        {
          width: 240,
          height: 48,
          src: '/media/generated/client-strandheim-hotell-light-240.avif',
        },
        {
          width: 480,
          height: 96,
          src: '/media/generated/client-strandheim-hotell-light-480.avif',
        },
        {
          width: 720,
          height: 144,
          src: '/media/generated/client-strandheim-hotell-light-720.avif',
        },
      ],
      webp: [
        {
          width: 240,
          height: 48,
          src: '/media/generated/client-strandheim-hotell-light-240.webp',
        },
        {
          width: 480,
          height: 96,
          src: '/media/generated/client-strandheim-hotell-light-480.webp',
        },
        {
          width: 720,
          height: 144,
          src: '/media/generated/client-strandheim-hotell-light-720.webp',
        },
      ],
      fallback: [
        {
          width: 240,
          height: 48,
          src: '/media/generated/client-strandheim-hotell-light-240.png',
        },
        {
          width: 480,
          height: 96,
          src: '/media/generated/client-strandheim-hotell-light-480.png',
        },
        {
          width: 720,
          height: 144,
          src: '/media/generated/client-strandheim-hotell-light-720.png',
        },
      ],
    },
    hash: '424720bc6ed7',
  },
  'client-tindra-regnskap-color': {
    width: 240,
    height: 48,
    fallback: 'png',
    variants: {
      avif: [
        {
          width: 240,
          height: 48,
          src: '/media/generated/client-tindra-regnskap-color-240.avif',
        },
        {
          width: 480,
          height: 96,
          src: '/media/generated/client-tindra-regnskap-color-480.avif',
        },
        {
          width: 720,
          height: 144,
          src: '/media/generated/client-tindra-regnskap-color-720.avif',
        },
      ],
      webp: [
        {
          width: 240,
          height: 48,
          src: '/media/generated/client-tindra-regnskap-color-240.webp',
        },
        {
          width: 480,
          height: 96,
          src: '/media/generated/client-tindra-regnskap-color-480.webp',
        },
        {
          width: 720,
          height: 144,
          src: '/media/generated/client-tindra-regnskap-color-720.webp',
        },
      ],
      fallback: [
        {
          width: 240,
          height: 48,
          src: '/media/generated/client-tindra-regnskap-color-240.png',
        },
        {
          width: 480,
          height: 96,
          src: '/media/generated/client-tindra-regnskap-color-480.png',
        },
        {
          width: 720,
          height: 144,
          src: '/media/generated/client-tindra-regnskap-color-720.png',
        },
      ],
    },
    hash: '976ea2c8e060',
  },
  'client-tindra-regnskap-dark': {
    width: 240,
    height: 48,
    fallback: 'png',
    variants: {
      avif: [
        {
          width: 240,
          height: 48,
          src: '/media/generated/client-tindra-regnskap-dark-240.avif',
        },
        {
          width: 480,
          height: 96,
          src: '/media/generated/client-tindra-regnskap-dark-480.avif',
        },
        {
          width: 720,
          height: 144,
          src: '/media/generated/client-tindra-regnskap-dark-720.avif',
        },
      ],
      webp: [
        {
          width: 240,
          height: 48,
          src: '/media/generated/client-tindra-regnskap-dark-240.webp',
        },
        {
          width: 480,
          height: 96,
          src: '/media/generated/client-tindra-regnskap-dark-480.webp',
        },
        {
          width: 720,
          height: 144,
          src: '/media/generated/client-tindra-regnskap-dark-720.webp',
        },
      ],
      fallback: [
        {
          width: 240,
          height: 48,
          src: '/media/generated/client-tindra-regnskap-dark-240.png',
        },
        {
          width: 480,
          height: 96,
          src: '/media/generated/client-tindra-regnskap-dark-480.png',
        },
        {
          width: 720,
          height: 144,
          src: '/media/generated/client-tindra-regnskap-dark-720.png',
        },
      ],
    },
    hash: '039eaf6f8876',
  },
  'client-tindra-regnskap-light': {
    width: 240,
    height: 48,
    fallback: 'png',
    variants: {
      avif: [
        {
          width: 240,
          height: 48,
          src: '/media/generated/client-tindra-regnskap-light-240.avif',
        },
        {
          width: 480,
          height: 96,
          src: '/media/generated/client-tindra-regnskap-light-480.avif',
        },
        {
          width: 720,
          height: 144,
          src: '/media/generated/client-tindra-regnskap-light-720.avif',
        },
      ],
      webp: [
        {
          width: 240,
          height: 48,
          src: '/media/generated/client-tindra-regnskap-light-240.webp',
        },
        {
          width: 480,
          height: 96,
          src: '/media/generated/client-tindra-regnskap-light-480.webp',
        },
        {
          width: 720,
          height: 144,
          src: '/media/generated/client-tindra-regnskap-light-720.webp',
        },
      ],
      fallback: [
        {
          width: 240,
          height: 48,
          src: '/media/generated/client-tindra-regnskap-light-240.png',
        },
        {
          width: 480,
          height: 96,
          src: '/media/generated/client-tindra-regnskap-light-480.png',
        },
        {
          width: 720,
          height: 144,
          src: '/media/generated/client-tindra-regnskap-light-720.png',
        },
      ],
    },
    hash: 'af31cf57c340',
  },
  'client-vidde-arkitekter-dark': {
    width: 240,
    height: 48,
    fallback: 'png',
    variants: {
      avif: [
        {
          width: 240,
          height: 48,
          src: '/media/generated/client-vidde-arkitekter-dark-240.avif',
        },
        {
          width: 480,
          height: 96,
          src: '/media/generated/client-vidde-arkitekter-dark-480.avif',
        },
        {
          width: 720,
          height: 144,
          src: '/media/generated/client-vidde-arkitekter-dark-720.avif',
        },
      ],
      webp: [
        {
          width: 240,
          height: 48,
          src: '/media/generated/client-vidde-arkitekter-dark-240.webp',
        },
        {
          width: 480,
          height: 96,
          src: '/media/generated/client-vidde-arkitekter-dark-480.webp',
        },
        {
          width: 720,
          height: 144,
          src: '/media/generated/client-vidde-arkitekter-dark-720.webp',
        },
      ],
      fallback: [
        {
          width: 240,
          height: 48,
          src: '/media/generated/client-vidde-arkitekter-dark-240.png',
        },
        {
          width: 480,
          height: 96,
          src: '/media/generated/client-vidde-arkitekter-dark-480.png',
        },
        {
          width: 720,
          height: 144,
          src: '/media/generated/client-vidde-arkitekter-dark-720.png',
        },
      ],
    },
    hash: 'be994c86f5f3',
  },
  'client-vidde-arkitekter-light': {
    width: 240,
    height: 48,
    fallback: 'png',
    variants: {
      avif: [
        {
          width: 240,
          height: 48,
          src: '/media/generated/client-vidde-arkitekter-light-240.avif',
        },
        {
          width: 480,
          height: 96,
          src: '/media/generated/client-vidde-arkitekter-light-480.avif',
        },
        {
          width: 720,
          height: 144,
          src: '/media/generated/client-vidde-arkitekter-light-720.avif',
        },
      ],
      webp: [
        {
          width: 240,
          height: 48,
          src: '/media/generated/client-vidde-arkitekter-light-240.webp',
        },
        {
          width: 480,
          height: 96,
          src: '/media/generated/client-vidde-arkitekter-light-480.webp',
        },
        {
          width: 720,
          height: 144,
          src: '/media/generated/client-vidde-arkitekter-light-720.webp',
        },
      ],
      fallback: [
        {
          width: 240,
          height: 48,
          src: '/media/generated/client-vidde-arkitekter-light-240.png',
        },
        {
          width: 480,
          height: 96,
          src: '/media/generated/client-vidde-arkitekter-light-480.png',
        },
        {
          width: 720,
          height: 144,
          src: '/media/generated/client-vidde-arkitekter-light-720.png',
        },
      ],
    },
    hash: 'd4c040232cf3',
  },
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
  'team-amina-rahimi': {
    width: 480,
    height: 600,
    fallback: 'jpeg',
    variants: {
      avif: [
        {
          width: 480,
          height: 600,
          src: '/media/generated/team-amina-rahimi-480.avif',
        },
        {
          width: 800,
          height: 1000,
          src: '/media/generated/team-amina-rahimi-800.avif',
        },
        {
          width: 1280,
          height: 1600,
          src: '/media/generated/team-amina-rahimi-1280.avif',
        },
        {
          width: 1440,
          height: 1800,
          src: '/media/generated/team-amina-rahimi-1440.avif',
        },
      ],
      webp: [
        {
          width: 480,
          height: 600,
          src: '/media/generated/team-amina-rahimi-480.webp',
        },
        {
          width: 800,
          height: 1000,
          src: '/media/generated/team-amina-rahimi-800.webp',
        },
        {
          width: 1280,
          height: 1600,
          src: '/media/generated/team-amina-rahimi-1280.webp',
        },
        {
          width: 1440,
          height: 1800,
          src: '/media/generated/team-amina-rahimi-1440.webp',
        },
      ],
      fallback: [
        {
          width: 480,
          height: 600,
          src: '/media/generated/team-amina-rahimi-480.jpg',
        },
        {
          width: 800,
          height: 1000,
          src: '/media/generated/team-amina-rahimi-800.jpg',
        },
        {
          width: 1280,
          height: 1600,
          src: '/media/generated/team-amina-rahimi-1280.jpg',
        },
        {
          width: 1440,
          height: 1800,
          src: '/media/generated/team-amina-rahimi-1440.jpg',
        },
      ],
    },
    hash: '573bf581bb7c',
  },
  'team-erlend-bakke': {
    width: 480,
    height: 600,
    fallback: 'jpeg',
    variants: {
      avif: [
        {
          width: 480,
          height: 600,
          src: '/media/generated/team-erlend-bakke-480.avif',
        },
        {
          width: 800,
          height: 1000,
          src: '/media/generated/team-erlend-bakke-800.avif',
        },
        {
          width: 1280,
          height: 1600,
          src: '/media/generated/team-erlend-bakke-1280.avif',
        },
        {
          width: 1440,
          height: 1800,
          src: '/media/generated/team-erlend-bakke-1440.avif',
        },
      ],
      webp: [
        {
          width: 480,
          height: 600,
          src: '/media/generated/team-erlend-bakke-480.webp',
        },
        {
          width: 800,
          height: 1000,
          src: '/media/generated/team-erlend-bakke-800.webp',
        },
        {
          width: 1280,
          height: 1600,
          src: '/media/generated/team-erlend-bakke-1280.webp',
        },
        {
          width: 1440,
          height: 1800,
          src: '/media/generated/team-erlend-bakke-1440.webp',
        },
      ],
      fallback: [
        {
          width: 480,
          height: 600,
          src: '/media/generated/team-erlend-bakke-480.jpg',
        },
        {
          width: 800,
          height: 1000,
          src: '/media/generated/team-erlend-bakke-800.jpg',
        },
        {
          width: 1280,
          height: 1600,
          src: '/media/generated/team-erlend-bakke-1280.jpg',
        },
        {
          width: 1440,
          height: 1800,
          src: '/media/generated/team-erlend-bakke-1440.jpg',
        },
      ],
    },
    hash: 'b680fb97f2c5',
  },
  'team-henrik-solberg': {
    width: 480,
    height: 600,
    fallback: 'jpeg',
    variants: {
      avif: [
        {
          width: 480,
          height: 600,
          src: '/media/generated/team-henrik-solberg-480.avif',
        },
        {
          width: 800,
          height: 1000,
          src: '/media/generated/team-henrik-solberg-800.avif',
        },
        {
          width: 1280,
          height: 1600,
          src: '/media/generated/team-henrik-solberg-1280.avif',
        },
        {
          width: 1440,
          height: 1800,
          src: '/media/generated/team-henrik-solberg-1440.avif',
        },
      ],
      webp: [
        {
          width: 480,
          height: 600,
          src: '/media/generated/team-henrik-solberg-480.webp',
        },
        {
          width: 800,
          height: 1000,
          src: '/media/generated/team-henrik-solberg-800.webp',
        },
        {
          width: 1280,
          height: 1600,
          src: '/media/generated/team-henrik-solberg-1280.webp',
        },
        {
          width: 1440,
          height: 1800,
          src: '/media/generated/team-henrik-solberg-1440.webp',
        },
      ],
      fallback: [
        {
          width: 480,
          height: 600,
          src: '/media/generated/team-henrik-solberg-480.jpg',
        },
        {
          width: 800,
          height: 1000,
          src: '/media/generated/team-henrik-solberg-800.jpg',
        },
        {
          width: 1280,
          height: 1600,
          src: '/media/generated/team-henrik-solberg-1280.jpg',
        },
        {
          width: 1440,
          height: 1800,
          src: '/media/generated/team-henrik-solberg-1440.jpg',
        },
      ],
    },
    hash: 'd8b30699abe2',
  },
  'team-marit-haugland': {
    width: 480,
    height: 600,
    fallback: 'jpeg',
    variants: {
      avif: [
        {
          width: 480,
          height: 600,
          src: '/media/generated/team-marit-haugland-480.avif',
        },
        {
          width: 800,
          height: 1000,
          src: '/media/generated/team-marit-haugland-800.avif',
        },
        {
          width: 1280,
          height: 1600,
          src: '/media/generated/team-marit-haugland-1280.avif',
        },
        {
          width: 1440,
          height: 1800,
          src: '/media/generated/team-marit-haugland-1440.avif',
        },
      ],
      webp: [
        {
          width: 480,
          height: 600,
          src: '/media/generated/team-marit-haugland-480.webp',
        },
        {
          width: 800,
          height: 1000,
          src: '/media/generated/team-marit-haugland-800.webp',
        },
        {
          width: 1280,
          height: 1600,
          src: '/media/generated/team-marit-haugland-1280.webp',
        },
        {
          width: 1440,
          height: 1800,
          src: '/media/generated/team-marit-haugland-1440.webp',
        },
      ],
      fallback: [
        {
          width: 480,
          height: 600,
          src: '/media/generated/team-marit-haugland-480.jpg',
        },
        {
          width: 800,
          height: 1000,
          src: '/media/generated/team-marit-haugland-800.jpg',
        },
        {
          width: 1280,
          height: 1600,
          src: '/media/generated/team-marit-haugland-1280.jpg',
        },
        {
          width: 1440,
          height: 1800,
          src: '/media/generated/team-marit-haugland-1440.jpg',
        },
      ],
    },
    hash: '2ecfff6cdaa8',
  },
  'team-silje-aune': {
    width: 480,
    height: 600,
    fallback: 'jpeg',
    variants: {
      avif: [
        {
          width: 480,
          height: 600,
          src: '/media/generated/team-silje-aune-480.avif',
        },
        {
          width: 800,
          height: 1000,
          src: '/media/generated/team-silje-aune-800.avif',
        },
        {
          width: 1280,
          height: 1600,
          src: '/media/generated/team-silje-aune-1280.avif',
        },
        {
          width: 1440,
          height: 1800,
          src: '/media/generated/team-silje-aune-1440.avif',
        },
      ],
      webp: [
        {
          width: 480,
          height: 600,
          src: '/media/generated/team-silje-aune-480.webp',
        },
        {
          width: 800,
          height: 1000,
          src: '/media/generated/team-silje-aune-800.webp',
        },
        {
          width: 1280,
          height: 1600,
          src: '/media/generated/team-silje-aune-1280.webp',
        },
        {
          width: 1440,
          height: 1800,
          src: '/media/generated/team-silje-aune-1440.webp',
        },
      ],
      fallback: [
        {
          width: 480,
          height: 600,
          src: '/media/generated/team-silje-aune-480.jpg',
        },
        {
          width: 800,
          height: 1000,
          src: '/media/generated/team-silje-aune-800.jpg',
        },
        {
          width: 1280,
          height: 1600,
          src: '/media/generated/team-silje-aune-1280.jpg',
        },
        {
          width: 1440,
          height: 1800,
          src: '/media/generated/team-silje-aune-1440.jpg',
        },
      ],
    },
    hash: 'f8a62c3eef2e',
  },
  'team-tor-kristiansen': {
    width: 480,
    height: 600,
    fallback: 'jpeg',
    variants: {
      avif: [
        {
          width: 480,
          height: 600,
          src: '/media/generated/team-tor-kristiansen-480.avif',
        },
        {
          width: 800,
          height: 1000,
          src: '/media/generated/team-tor-kristiansen-800.avif',
        },
        {
          width: 1280,
          height: 1600,
          src: '/media/generated/team-tor-kristiansen-1280.avif',
        },
        {
          width: 1440,
          height: 1800,
          src: '/media/generated/team-tor-kristiansen-1440.avif',
        },
      ],
      webp: [
        {
          width: 480,
          height: 600,
          src: '/media/generated/team-tor-kristiansen-480.webp',
        },
        {
          width: 800,
          height: 1000,
          src: '/media/generated/team-tor-kristiansen-800.webp',
        },
        {
          width: 1280,
          height: 1600,
          src: '/media/generated/team-tor-kristiansen-1280.webp',
        },
        {
          width: 1440,
          height: 1800,
          src: '/media/generated/team-tor-kristiansen-1440.webp',
        },
      ],
      fallback: [
        {
          width: 480,
          height: 600,
          src: '/media/generated/team-tor-kristiansen-480.jpg',
        },
        {
          width: 800,
          height: 1000,
          src: '/media/generated/team-tor-kristiansen-800.jpg',
        },
        {
          width: 1280,
          height: 1600,
          src: '/media/generated/team-tor-kristiansen-1280.jpg',
        },
        {
          width: 1440,
          height: 1800,
          src: '/media/generated/team-tor-kristiansen-1440.jpg',
        },
      ],
    },
    hash: '5dff93551900',
  },
} as const satisfies Record<string, ImageAsset>

export type ImageName = keyof typeof images
