/**
 * Typed content records for the entities that pages compose (services, cases, plans, FAQs and
 * the like).
 * Records are written once per locale with the same type, so a missing field in either
 * language is a type error. Descriptions are structured rich text (./rich-text.ts), never HTML.
 */
import type { ContactTopic } from './site/contact-topics.ts'
import type { Localized } from './site/locales.ts'
import type { Inline, RichText } from './rich-text.ts'
import type { RouteId, RouteParams } from './site/routes.ts'
import type { ImageAsset } from '../media-src/types.ts'

/** An image of the pipeline by name, or one that came with content (content/loader/images.ts) as its asset. */
export type { ImageSource } from '../media-src/image-asset.ts'
import type { ImageSource } from '../media-src/image-asset.ts'

/**
 * An image with its alt text: one of the pipeline (media-src/manifest.ts gives its sizes) or one that
 * came with content; `darkImage` is shown instead in the dark theme.
 */
export type ImageRef = {
  image: ImageSource
  darkImage?: ImageSource
  /** Alt text in the page's language; empty only for decorative images. */
  alt: string
}

/** An image with a dark-theme variant, of either kind. */
export type ThemedImageRef = ImageRef

/** Where a button or link goes: a page of the route table, or another site. */
export type LinkTarget = { to: RouteId; params?: RouteParams; hash?: string } | { href: string; external?: boolean }

/** FAQ item. A missing answer shows the "No answer available" text of the FAQ section. */
export type FaqItem = {
  id: string
  question: string
  /** Text, or blocks such as paragraphs and `unorderedList`s. */
  answer?: RichText
  /** The first item marked expanded is open initially. */
  expanded?: boolean
}

/** Feature or content block: one row of a feature list, grid or alternating image/text band. */
export type FeatureBlock = {
  id: string
  title: string
  description: RichText
  image?: ImageRef
  /** Name of an icon of components/ui/icon.tsx. */
  icon?: 'check' | 'globe' | 'star' | 'phone' | 'mail' | 'mapPin' | 'play' | 'arrowRight' | 'externalLink'
  /** Image on the right instead of the left (feature rows alternate by default). */
  reverseOrder?: boolean
  noMarginTop?: boolean
  link?: LinkTarget & { text: string }
  /** Text-block variant: a second heading and text beside the first. */
  title2?: string
  description2?: RichText
}

/** Testimonial of a client. `brandId` refers to content/facts/brands.ts for the company logo. */
export type Testimonial = {
  id: string
  quote: string
  name: string
  role: string
  company: string
  brandId?: string
  /** When the feedback was given: an ISO calendar date, and its month and year in the page's language. */
  date: string
  dateText: string
  /** Number of stars, 1-5. */
  rating: 1 | 2 | 3 | 4 | 5
}

/** A client brand whose logo appears on the trust strip, in a light and a dark variant. */
export type ReviewLogo = {
  id: string
  name: string
  lightImage: ImageAsset
  darkImage: ImageAsset
  imageAlt: Localized<string>
}

/** A simple brand mark: id, image and alt text. */
export type Brand = { id: string; image: ImageAsset; alt: string }

/** Customer case shown in the cases grid. */
export type CustomerCase = {
  id: string
  /** The service the case belongs to: its file name in content/services/. */
  service: string
  brandId: string
  /** The case's delivered website, its desktop screenshot (`site.desktop` of its case file). */
  image: ImageRef
  /** The case page's route parameters in the record's language. */
  caseParams: RouteParams
  title: string
  /** The headline result, written from content/facts/facts.ts. */
  result: string
  description: RichText
}

/** Project case of the projects page: a numbered step of the showcase list. */
export type ProjectCase = {
  id: string
  /** The case's delivered website, its desktop screenshot (`site.desktop` of its case file). */
  image: ImageRef
  /** The case page's route parameters in the record's language. */
  caseParams: RouteParams
  step: number
  title: string
  description: RichText
  link?: LinkTarget & { text: string }
  testimonial?: { quote: string; name: string; role: string }
}

/** One tier of a pricing table. The price strings are formatted from content/facts/facts.ts. */
export type PricingPlan = {
  id: string
  plan: string
  price: string
  /** For example "/mnd" or "per month", or the setup fee line. */
  priceSuffix?: string
  /** Shown under the price, for example the setup fee. */
  priceNote?: string
  description: RichText
  features: Inline[][]
  icon?: FeatureBlock['icon']
  buttonText: string
  highlight: boolean
  /** Without a link (or with isModalLink) the button opens the contact dialog. */
  buttonLink?: LinkTarget
  isExternalLink?: boolean
  /** What a button that opens the contact dialog asks for; `plan` (the dialog names the plan) when absent. */
  topic?: ContactTopic
  /** A plugin purchase or download button the ad conversions are bound to (`data-track`). */
  track?: 'pro' | 'free' | 'demo'
  isModalLink?: boolean
}

/** Card of the contact helpful-links section. */
export type ContactLinkCard = {
  id: string
  lightIcon: string
  darkIcon: string
  altText: string
  title: string
  /** May contain line breaks. */
  description: Inline[]
  linkText: string
  linkUrl: LinkTarget
}

/** Blog list selector of a service page. */
export type BlogType = 'blogs_AI' | 'blogs_ecommerce' | 'blogs_SEO' | 'blogs_Annet' | `blogs_${string}`

export type HeroCopy = {
  eyebrow: string
  title: string
  subtitle: string
  descriptions: string[]
  /** Label of the button that opens the contact dialog. */
  button: string
  /** What that button asks for (the dialog's title follows it); a quote when absent. */
  topic?: ContactTopic
  /** A second, quieter link. */
  secondary?: LinkTarget & { text: string }
  image?: ImageRef
}

export type CtaCopy = {
  title: string
  description: string
  bullets: string[]
  button: string
  /** What the button asks for (the dialog's title follows it); a quote when absent. */
  topic?: ContactTopic
}

export type SectionIntro = { title: string; intro?: string }
