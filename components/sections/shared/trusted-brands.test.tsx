// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { claims } from '../../../content/facts/facts'
import { testimonials } from '../../../content/shared/testimonials'
import { layoutCopy } from '../../../content/pages/layout'
import { sectionStrings } from '../../../content/strings/sections'
import { pathFor } from '../../../content/site/routes'
import { locales, type Locale } from '../../../content/site/locales'
import { LocaleProvider } from '../../../renderer/locale'
import { TestimonialCard } from './testimonial-card'
import { feedbackSectionId, TrustedBrands } from './trusted-brands'

afterEach(cleanup)

function inLocale(locale: Locale, children: React.ReactNode) {
  return render(<LocaleProvider locale={locale}>{children}</LocaleProvider>)
}

describe('given the trust strip', () => {
  for (const locale of locales) {
    it(`links its rating to the named, dated feedback it counts on the about page (${locale})`, () => {
      inLocale(locale, <TrustedBrands logos={[]} />)
      const t = sectionStrings[locale].trust
      expect(screen.getByRole('img', { name: t.ratingLabel })).toHaveAttribute('data-stars', String(claims.rating))
      const link = screen.getByRole('link', { name: layoutCopy[locale].trustStrip.basedOn })
      expect(link).toHaveAttribute('href', `${pathFor('about', locale)}#${feedbackSectionId}`)
    })
  }
})

describe('given a testimonial', () => {
  for (const locale of locales) {
    it(`says who gave it, for which company and when (${locale})`, () => {
      const testimonial = testimonials[locale][0]!
      inLocale(locale, <TestimonialCard testimonial={testimonial} />)
      const caption = within(screen.getByRole('figure'))
      expect(caption.getByText(testimonial.name)).toBeInTheDocument()
      expect(caption.getByText(`${testimonial.role}, ${testimonial.company}`)).toBeInTheDocument()
      const when = caption.getByText(testimonial.dateText)
      expect(when.tagName).toBe('TIME')
      expect(when).toHaveAttribute('datetime', testimonial.date)
    })
  }
})

describe('given the testimonials', () => {
  it('each carries the date it was given: a real calendar date, not in the future, the same in both languages', () => {
    const today = new Date().toISOString().slice(0, 10)
    for (const [i, nb] of testimonials.nb.entries()) {
      const en = testimonials.en[i]!
      expect(en.date).toBe(nb.date)
      expect(nb.date, nb.id).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(new Date(`${nb.date}T12:00:00Z`).toISOString().slice(0, 10), nb.id).toBe(nb.date)
      expect(nb.date <= today, `${nb.id} is dated ${nb.date}, after today`).toBe(true)
      expect(nb.dateText).toMatch(/^[a-zæøå]+ \d{4}$/)
      expect(en.dateText).toMatch(/^[A-Z][a-z]+ \d{4}$/)
    }
  })
})
