// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { Locale } from '../../../content/site/locales'
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

/** The price table of a service's page (content/services/<id>.yml) in a language. */
const pages = servicePages()
const plansOf = (id: string) => (locale: Locale) => pages[id]![locale].pricing!.plans
const seoPlans = plansOf('seo-optimalisering')
const googleAdsPlans = plansOf('google-ads-annonsering')
const appPlans = plansOf('apputvikling')
const hostingPlans = plansOf('driftsavtale')

afterEach(cleanup)

describe('given pricing cards', () => {
  it.each([
    ['nb', 'Bestselger'],
    ['en', 'Best Seller'],
  ] as const)('marks only the highlighted tier with the best-seller badge (%s)', (locale, label) => {
    const plans = seoPlans(locale)
    renderPricing(plans, locale)
    const highlighted = cards().filter((card) => card.getAttribute('data-highlight') === 'true')
    expect(highlighted).toHaveLength(1)
    expect(within(highlighted[0]!).getByText(label)).toBeInTheDocument()
    expect(highlighted[0]).toHaveAccessibleName(plans.find((p) => p.highlight)!.plan)
    expect(screen.getAllByText(label)).toHaveLength(1)
    expect(sectionStrings[locale].pricing.bestSeller).toBe(label)
  })

  it('shows no badge when no tier is highlighted', () => {
    renderPricing(
      seoPlans('nb').map((plan) => ({ ...plan, highlight: false })),
      'nb',
    )
    expect(screen.queryByText('Bestselger')).toBeNull()
  })

  it('formats prices per locale, with the setup fee and the ex-VAT note', () => {
    renderPricing(seoPlans('nb'), 'nb')
    expect(screen.getByText('4 990 kr', { selector: '[data-slot="price"]' })).toBeInTheDocument()
    expect(screen.getAllByText('+ 4 990 kr i oppstart')).toHaveLength(2)
    expect(screen.getByText('Etter avtale')).toBeInTheDocument()
    expect(screen.getByText('Alle priser er oppgitt eksklusive mva.')).toBeInTheDocument()
  })

  it('shows US dollars on the English pages of services priced in dollars', () => {
    renderPricing(googleAdsPlans('en'), 'en')
    expect(screen.getByText('$379', { selector: '[data-slot="price"]' })).toBeInTheDocument()
    expect(screen.getByText('$779', { selector: '[data-slot="price"]' })).toBeInTheDocument()
    expect(screen.getByText('All prices exclude VAT.')).toBeInTheDocument()
  })

  it('opens the contact dialog from every plan button, falling back to the contact page', () => {
    renderPricing(appPlans('en'), 'en')
    for (const card of cards()) {
      const button = within(card).getByRole('link')
      expect(button).toHaveAttribute('href', '/en/contact/')
      expect(button).toHaveAttribute('data-contact-cta')
    }
  })

  it('highlights the six-month hosting tier', () => {
    renderPricing(hostingPlans('nb'), 'nb')
    const highlighted = cards().filter((card) => card.getAttribute('data-highlight') === 'true')
    expect(highlighted.map((card) => card.getAttribute('aria-labelledby'))).toEqual(['plan-halfYear-title'])
  })
})
