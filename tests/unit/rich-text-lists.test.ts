import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { RichText } from '@/components/rich-text/RichText'

/** A Lexical list with two items, as the editor (and the seed) store it. */
const list = (listType: 'bullet' | 'number') => {
  const node = { version: 1, direction: 'ltr', format: '', indent: 0 }
  const item = (text: string, value: number) => ({
    ...node,
    type: 'listitem',
    value,
    children: [{ type: 'text', version: 1, text, format: 0, detail: 0, mode: 'normal', style: '' }],
  })
  return {
    root: {
      ...node,
      type: 'root',
      children: [{ ...node, type: 'list', listType, tag: listType === 'number' ? 'ol' : 'ul', start: 1, children: [item('Pluck', 1), item('Wither', 2)] }],
    },
  }
}

const render = (data: ReturnType<typeof list>) =>
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  renderToStaticMarkup(createElement(RichText, { data: data as any, className: 'mt-4' }))

describe('rich text lists', () => {
  it('is drawn in the site typography without the caller naming it', () => {
    expect(render(list('bullet'))).toMatch(/^<div class="mt-4 rich-text">/)
  })

  it('writes no value attribute on bullet-list items (HTML allows it only inside <ol>)', () => {
    const html = render(list('bullet'))
    expect(html).toContain('<ul')
    expect(html).toContain('Pluck')
    expect(html).not.toMatch(/<li[^>]*\svalue=/)
  })

  it('keeps the numbering value on ordered-list items', () => {
    expect(render(list('number'))).toMatch(/<li[^>]*\svalue="2"/)
  })
})
