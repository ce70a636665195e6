// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { escapeHtml } from './html'

describe('escapeHtml', () => {
  it('escapes what would end an attribute or start markup, the ampersand first so nothing is escaped twice', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
    )
    expect(escapeHtml('&lt;')).toBe('&amp;lt;')
  })

  it('leaves other text as it is, Norwegian letters included', () => {
    expect(escapeHtml('0 fili no_d6ac14d — blåbær')).toBe('0 fili no_d6ac14d — blåbær')
  })

  it('keeps an attribute value whole: a parsed attribute reads back the text', () => {
    const text = `a"b'c<d>&e`
    const element = new DOMParser().parseFromString(`<p title="${escapeHtml(text)}"></p>`, 'text/html').body
      .firstElementChild!
    expect(element.getAttribute('title')).toBe(text)
  })
})
