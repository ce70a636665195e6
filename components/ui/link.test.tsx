// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { LocaleProvider } from '../../renderer/locale'
import { Link } from './link'

describe('given a localized link', () => {
  it('points to the page in the current locale', () => {
    render(
      <LocaleProvider locale="en">
        <Link to="about">About</Link>
      </LocaleProvider>,
    )
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/en/about/')
  })

  it('adds the anchor and marks a link into the other language', () => {
    render(
      <LocaleProvider locale="en">
        <Link to="about" hash="feedback" locale="nb">
          Om oss
        </Link>
      </LocaleProvider>,
    )
    const link = screen.getByRole('link', { name: 'Om oss' })
    expect(link).toHaveAttribute('href', '/om-oss/#feedback')
    expect(link).toHaveAttribute('hreflang', 'nb')
  })

  it('refuses to render outside a locale', () => {
    expect(() => render(<Link to="about">x</Link>)).toThrow(/LocaleProvider/)
  })
})
