// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { plainText } from '../../../content/rich-text'
import type { FaqItem } from '../../../content/types'
import { sectionStrings } from '../../../content/strings/sections'
import type { Locale } from '../../../content/site/locales'
import { LocaleProvider } from '../../../renderer/locale'
import { Faq, initialFaqValue } from './faq'

/** An FAQ of the test's own, as a service page gives it: six questions with answers, the first open. */
const items: FaqItem[] = Array.from({ length: 6 }, (_, i) => ({
  id: `question-${i + 1}`,
  question: `Question number ${i + 1}?`,
  answer: `The answer to question number ${i + 1}, a sentence long enough to read as one.`,
  ...(i === 0 ? { expanded: true } : {}),
}))

function renderFaq(faq: FaqItem[], locale: Locale = 'nb') {
  return render(
    <LocaleProvider locale={locale}>
      <Faq items={faq} title="FAQ" />
    </LocaleProvider>,
  )
}

const trigger = (question: string) => screen.getByRole('button', { name: question })

afterEach(cleanup)

describe('given a single-open FAQ accordion', () => {
  it('names every question as a button inside a heading', () => {
    renderFaq(items)
    for (const item of items) {
      const button = trigger(item.question)
      expect(button.closest('h3')).not.toBeNull()
    }
    expect(screen.getByRole('heading', { level: 2, name: 'FAQ' })).toBeInTheDocument()
  })

  it('opens the first item marked expanded at first, and only that one', () => {
    const faq = items.map((item, i) => ({ ...item, expanded: i === 2 || i === 4 }))
    renderFaq(faq)
    expect(trigger(faq[2]!.question)).toHaveAttribute('aria-expanded', 'true')
    for (const [i, item] of faq.entries()) {
      if (i !== 2) expect(trigger(item.question)).toHaveAttribute('aria-expanded', 'false')
    }
    expect(initialFaqValue(faq)).toBe(faq[2]!.id)
  })

  it('starts with every item closed when none is marked expanded', () => {
    const faq = items.map((item) => ({ ...item, expanded: false }))
    renderFaq(faq)
    for (const item of faq) expect(trigger(item.question)).toHaveAttribute('aria-expanded', 'false')
    expect(initialFaqValue(faq)).toBeUndefined()
  })

  it('closes the open item when another opens, across both columns', async () => {
    const user = userEvent.setup()
    renderFaq(items)
    const first = trigger(items[0]!.question)
    const last = trigger(items.at(-1)!.question)
    expect(first).toHaveAttribute('aria-expanded', 'true')
    await user.click(last)
    expect(last).toHaveAttribute('aria-expanded', 'true')
    expect(first).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(1)
  })

  it('closes the open item on a second click', async () => {
    const user = userEvent.setup()
    renderFaq(items)
    const first = trigger(items[0]!.question)
    await user.click(first)
    expect(first).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0)
    await user.click(first)
    expect(first).toHaveAttribute('aria-expanded', 'true')
  })

  it('toggles with the keyboard', async () => {
    const user = userEvent.setup()
    renderFaq(items)
    trigger(items[1]!.question).focus()
    await user.keyboard('{Enter}')
    expect(trigger(items[1]!.question)).toHaveAttribute('aria-expanded', 'true')
    expect(trigger(items[0]!.question)).toHaveAttribute('aria-expanded', 'false')
  })

  it('puts every answer in the page, and shows the open one only', () => {
    const { container } = renderFaq(items)
    const regions = container.querySelectorAll('[data-slot="accordion-content"]')
    expect(regions).toHaveLength(items.length)
    expect(regions[0]).toHaveAttribute('data-state', 'open')
    // The open one is the first item's answer.
    expect(regions[0]).toHaveTextContent(plainText(items[0]!.answer!).slice(0, 40))
    for (const region of [...regions].slice(1)) {
      // Closed: in the HTML for readers and search engines, hidden from sight and assistive
      // technology by its state (a zero-height row with visibility: hidden).
      expect(region).toHaveAttribute('data-state', 'closed')
      expect(region).not.toBeEmptyDOMElement()
      expect(region.className).toMatch(/data-\[state=closed\]:invisible/)
    }
  })

  it.each(['nb', 'en'] as const)('shows the "no answer" text in %s for an item without an answer', async (locale) => {
    const user = userEvent.setup()
    const faq: FaqItem[] = [
      { id: 'a', question: 'Med svar', answer: 'Et svar.' },
      { id: 'b', question: 'Uten svar' },
      { id: 'c', question: 'Tomt svar', answer: [] },
    ]
    const { container } = renderFaq(faq, locale)
    const noAnswer = sectionStrings[locale].faq.noAnswer
    const region = (id: string) => container.querySelector(`[data-faq-id="${id}"] [data-slot="accordion-content"]`)!
    expect(region('a')).toHaveTextContent('Et svar.')
    expect(region('b')).toHaveTextContent(noAnswer)
    expect(region('c')).toHaveTextContent(noAnswer)
    await user.click(trigger('Uten svar'))
    expect(region('b')).toHaveAttribute('data-state', 'open')
    await user.click(trigger('Tomt svar'))
    expect(region('c')).toHaveAttribute('data-state', 'open')
    expect(trigger('Uten svar')).toHaveAttribute('aria-expanded', 'false')
    // In the page's language: the other language's words are not these.
    expect(noAnswer).not.toBe(sectionStrings[locale === 'nb' ? 'en' : 'nb'].faq.noAnswer)
  })
})
