/**
 * A plan set of content/facts/prices.yml in one language: each plan's id, price and figures, in the
 * order the file lists them. Pure, so that any code holding the facts can use it.
 */
import type { Locale } from '../site/locales.ts'
import type { Facts, Price } from './facts.ts'

/** One plan in one language. */
export type PlanFacts = {
  id: string
  price: Price
  setup?: Price
  saving?: Price
  freeMonths?: number
  hoursPerMonth?: number
  reviewMinutes?: number
  supportMonths?: number
  features?: { from: number; to: number } | 'unlimited'
}

/** The plans of a set (`seo`, `tts`) in a language; throws naming the set when prices.yml has none. */
export function planSet(plans: Facts['plans'], name: string, locale: Locale): PlanFacts[] {
  const set = plans[name]
  if (!set) {
    throw new Error(`content/facts/prices.yml has no plan set "${name}"; it has ${Object.keys(plans).join(', ')}`)
  }
  return Object.entries(set).map(([id, { price, setup, saving, ...figures }]) => ({
    id,
    price: price[locale],
    ...(setup ? { setup: setup[locale] } : {}),
    ...(saving ? { saving: saving[locale] } : {}),
    ...figures,
  }))
}
