// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { legalStrings } from '../../../content/pages/legal/document'
import { privacyPolicy } from '../../../content/pages/legal/documents'
import { LocaleProvider } from '../../../renderer/locale'
import { LegalDocument } from './legal-document'

describe('given a legal document', () => {
  it('lists every section in the table of contents, each pointing to its heading', () => {
    const { container } = render(
      <LocaleProvider locale="nb">
        <LegalDocument document={privacyPolicy.nb} updatedText="21. november 2026" />
      </LocaleProvider>,
    )
    const toc = screen.getByRole('navigation', { name: legalStrings.nb.contents })
    const links = within(toc).getAllByRole('link')
    expect(links).toHaveLength(privacyPolicy.nb.sections.length)
    for (const link of links) {
      const section = container.querySelector(link.getAttribute('href')!)
      expect(section?.tagName).toBe('SECTION')
      expect(within(section as HTMLElement).getByRole('heading', { level: 2 })).toHaveTextContent(link.textContent!)
    }
    expect(screen.getByText('21. november 2026')).toHaveAttribute('dateTime', privacyPolicy.nb.updated)
  })
})
