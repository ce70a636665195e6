// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { formatMoney, formatPriceAmount } from '../../../content/site/format'
import { locales, type Locale } from '../../../content/site/locales'
import { pathFor } from '../../../content/site/routes'
import { sectionStrings } from '../../../content/strings/sections'
import { servicePages } from '../../../content/pages/services/services'
import type { PricingPlan } from '../../../content/types'
import { LocaleProvider } from '../../../renderer/locale'
import { Pricing } from './pricing'

function renderPricing(plans: PricingPlan[], locale: Locale) {
  return render(
    <LocaleProvider locale={locale}>
      <Pricing plans={plans} title="Priser" />
    </LocaleProvider>,
  )
}

const cards = () => screen.getAllByRole('group')
/** Text as Testing Library reads the page's: every run of white space (a no-break space too) one space. */
const spaced = (text: string) => text.replace(/\s+/g, ' ')

/**
 * A price table of the test's own, as a service page gives it to the section: two tiers with a
 * monthly price and a setup fee (the second the best seller), and a plan by quote. Norwegian prices
 * in kroner, English ones in US dollars.
 */
function tiers(locale: Locale): PricingPlan[] {
  const nb = locale === 'nb'
  const money = (nok: number, usd: number) => (nb ? formatMoney(nok, 'NOK', 'nb') : formatMoney(usd, 'USD', 'en'))
  const base = { features: [[nb ? 'Fast kontaktperson' : 'A dedicated contact']], highlight: false }
  /** A tier with a monthly price and the setup fee. */
  const monthly = (id: string, nok: number, usd: number, words: Record<'plan' | 'description' | 'button', string>) => ({
    ...base,
    id,
    plan: words.plan,
    price: money(nok, usd),
    priceSuffix: nb ? '/mnd' : '/mo',
    priceNote: `+ ${money(4990, 479)} ${nb ? 'i oppstart' : 'setup fee'}`,
    description: words.description,
    buttonText: words.button,
  })
  return [
    monthly('monthly', 2990, 299, {
      plan: nb ? 'Måned for måned' : 'Month to month',
      description: nb ? 'Si opp når du vil.' : 'Cancel at any time.',
      button: nb ? 'Velg måned' : 'Choose monthly',
    }),
    {
      ...monthly('halfYear', 2490, 249, {
        plan: nb ? 'Halvår' : 'Six months',
        description: nb ? 'Lavere pris, seks måneder om gangen.' : 'A lower price, six months at a time.',
        button: nb ? 'Velg halvår' : 'Choose six months',
      }),
      highlight: true,
    },
    {
      ...base,
      id: 'tailored',
      plan: nb ? 'Skreddersydd' : 'Tailored',
      price: formatPriceAmount({ kind: 'quote' }, locale),
      description: nb ? 'Vi lager en plan for deg.' : 'We make a plan for you.',
      buttonText: nb ? 'Be om tilbud' : 'Ask for a quote',
    },
  ]
}

afterEach(cleanup)

describe('given pricing cards', () => {
  it.each(locales)('marks only the highlighted tier with the best-seller badge (%s)', (locale) => {
    const label = sectionStrings[locale].pricing.bestSeller
    const plans = tiers(locale)
    renderPricing(plans, locale)
    const highlighted = cards().filter((card) => card.getAttribute('data-highlight') === 'true')
    expect(highlighted).toHaveLength(1)
    expect(within(highlighted[0]!).getByText(label)).toBeInTheDocument()
    expect(highlighted[0]).toHaveAccessibleName(plans.find((p) => p.highlight)!.plan)
    expect(screen.getAllByText(label)).toHaveLength(1)
  })

  it('shows no badge when no tier is highlighted', () => {
    renderPricing(
      tiers('nb').map((plan) => ({ ...plan, highlight: false })),
      'nb',
    )
    expect(screen.queryByText(sectionStrings.nb.pricing.bestSeller)).toBeNull()
  })

  it('shows each price as the plan gives it, with the setup fee and the ex-VAT note', () => {
    const plans = tiers('nb')
    renderPricing(plans, 'nb')
    for (const plan of plans) {
      expect(screen.getByText(spaced(plan.price), { selector: '[data-slot="price"]' })).toBeInTheDocument()
    }
    const withNote = plans.filter((plan) => plan.priceNote)
    expect(withNote.length).toBeGreaterThan(0)
    expect(screen.getAllByText(spaced(withNote[0]!.priceNote!))).toHaveLength(withNote.length)
    expect(screen.getByText(formatPriceAmount({ kind: 'quote' }, 'nb'))).toBeInTheDocument()
    expect(screen.getByText(sectionStrings.nb.pricing.vatNote)).toBeInTheDocument()
  })

  it('shows US dollars where the English plans are priced in dollars', () => {
    renderPricing(tiers('en'), 'en')
    expect(screen.getByText('$299', { selector: '[data-slot="price"]' })).toBeInTheDocument()
    expect(screen.getByText('$249', { selector: '[data-slot="price"]' })).toBeInTheDocument()
    expect(
      screen.getByText(formatPriceAmount({ kind: 'quote' }, 'en'), { selector: '[data-slot="price"]' }),
    ).toBeInTheDocument()
    expect(screen.getByText(sectionStrings.en.pricing.vatNote)).toBeInTheDocument()
  })

  it('opens the contact dialog from every plan button, falling back to the contact page', () => {
    renderPricing(tiers('en'), 'en')
    for (const card of cards()) {
      const button = within(card).getByRole('link')
      expect(button).toHaveAttribute('href', pathFor('contact', 'en'))
      expect(button).toHaveAttribute('data-contact-cta')
    }
  })

  it('names the highlighted tier by its plan id', () => {
    renderPricing(tiers('nb'), 'nb')
    const highlighted = cards().filter((card) => card.getAttribute('data-highlight') === 'true')
    expect(highlighted.map((card) => card.getAttribute('aria-labelledby'))).toEqual(['plan-halfYear-title'])
  })
})

describe('given the price table of every service page that has one', () => {
  const pages = servicePages()
  const priced = Object.keys(pages).filter((id) => pages[id]!.nb.pricing !== undefined)

  it('has services with a price table', () => {
    expect(priced.length).toBeGreaterThan(0)
  })

  it.each(priced.flatMap((id) => locales.map((locale) => [id, locale] as const)))(
    'shows every plan of %s (%s) with its price, at most one of them the best seller',
    (id, locale) => {
      const plans = pages[id]![locale].pricing!.plans
      renderPricing(plans, locale)
      expect(cards()).toHaveLength(plans.length)
      const prices = screen.getAllByText(/./, { selector: '[data-slot="price"]' }).map((node) => node.textContent)
      expect(prices).toEqual(plans.map((plan) => plan.price))
      const highlighted = cards().filter((card) => card.getAttribute('data-highlight') === 'true')
      expect(highlighted).toHaveLength(plans.filter((plan) => plan.highlight).length)
      expect(highlighted.length).toBeLessThanOrEqual(1)
    },
  )
})
