import { describe, expect, it } from 'vitest'
import { contentToText, excerptOf, lexicalToText } from '@/cms/search/plain-text'

const text = (t: string) => ({ type: 'text', text: t, version: 1 })
const paragraph = (...children: object[]) => ({ type: 'paragraph', version: 1, children })
const lexical = (...children: object[]) => ({ root: { type: 'root', version: 1, children } })

describe('lexicalToText', () => {
  it('keeps the text of each block-level node on its own line', () => {
    const state = lexical(
      { type: 'heading', tag: 'h2', children: [text('Plucking season')] },
      paragraph(text('Two leaves '), { type: 'link', children: [text('and a bud')] }, text('.')),
      { type: 'list', children: [{ type: 'listitem', children: [text('Dimbula')] }, { type: 'listitem', children: [text('Uva')] }] },
    )
    expect(lexicalToText(state)).toBe('Plucking season\nTwo leaves and a bud.\nDimbula\nUva')
  })

  it('turns line breaks into spaces and ignores what is not rich text', () => {
    expect(lexicalToText(lexical(paragraph(text('Kandy'), { type: 'linebreak' }, text('hills'))))).toBe('Kandy hills')
    expect(lexicalToText('plain')).toBe('')
    expect(lexicalToText(null)).toBe('')
  })
})

describe('contentToText', () => {
  it('collects visitor-facing strings from blocks and arrays, skipping links, ids, media and settings', () => {
    const blocks = [
      {
        id: 'a1',
        blockType: 'content',
        header: 'Our estates',
        content: lexical(paragraph(text('Three gardens above Kandy.'))),
        link: '/dalumara-family/our-tea-garden',
        link_text: 'Visit the gardens',
        video_url: 'https://www.youtube.com/watch?v=x',
        image: { id: 4, filename: 'estate.jpg', mimeType: 'image/jpeg', alt: 'Terraced hills' },
        image_position: 'right',
      },
      { id: 'b2', blockType: 'cardGrid', items: [{ id: 'c', title: 'Uva', description: 'Bright and brisk.', link: 'https://example.com' }] },
    ]
    expect(contentToText(blocks).split('\n')).toEqual([
      'Our estates',
      'Three gardens above Kandy.',
      'Visit the gardens',
      'Uva',
      'Bright and brisk.',
    ])
  })
})

describe('excerptOf', () => {
  it('keeps short text whole and collapses white space', () => {
    expect(excerptOf('  A  cup\nof tea ')).toBe('A cup of tea')
  })

  it('cuts long text at a word boundary with an ellipsis', () => {
    const long = 'Hand-rolled leaf from the high-grown estates '.repeat(10)
    const excerpt = excerptOf(long, 60)
    expect(excerpt.length).toBeLessThanOrEqual(61)
    expect(excerpt.endsWith('…')).toBe(true)
    expect(long.startsWith(excerpt.slice(0, -1))).toBe(true)
    expect(excerpt.slice(0, -1)).not.toMatch(/\s$/)
  })
})
