// @vitest-environment jsdom
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { LocaleProvider } from '../../renderer/locale'
import { dropCapMinChars, RichText } from './rich-text'

const paragraph = (length: number) => 'Fjordlys '.repeat(Math.ceil(length / 9)).slice(0, length)

function renderParagraph(text: string) {
  const { container } = render(
    <LocaleProvider locale="nb">
      <RichText value={[{ type: 'paragraph', dropCap: true, content: [text] }]} />
    </LocaleProvider>,
  )
  return container.querySelector('p')!
}

describe('given a paragraph marked with a drop cap', () => {
  it('sets the drop cap when the paragraph runs well past two lines', () => {
    expect(renderParagraph(paragraph(dropCapMinChars)).className).toContain('first-letter:float-left')
  })

  it('sets a short paragraph plain, so the letter never hangs beside two lines', () => {
    const p = renderParagraph(paragraph(dropCapMinChars - 1))
    expect(p.className).not.toContain('first-letter')
    expect(p).toHaveTextContent(/^Fjordlys/)
  })
})
