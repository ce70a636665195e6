// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { FormStatus } from './field'

afterEach(cleanup)

describe('given a form status line', () => {
  it('is in the page while empty, as a live region, and paints nothing', () => {
    render(<FormStatus tone="danger">{''}</FormStatus>)
    const status = screen.getByRole('alert')
    expect(status).toBeEmptyDOMElement()
    expect(status).toHaveAttribute('data-empty')
    expect(status.className).not.toMatch(/\b(bg-|px-|py-)/)
  })

  it('tints the line once it has a message', () => {
    render(<FormStatus tone="success">Takk!</FormStatus>)
    const status = screen.getByRole('status')
    expect(status).toHaveTextContent('Takk!')
    expect(status).not.toHaveAttribute('data-empty')
    expect(status).toHaveClass('bg-success/10', 'text-success', 'px-3', 'py-2')
  })

  it('tints a failure in the danger colour', () => {
    render(<FormStatus tone="danger">Noe gikk galt</FormStatus>)
    expect(screen.getByRole('alert')).toHaveClass('bg-danger/10', 'text-danger')
  })
})
