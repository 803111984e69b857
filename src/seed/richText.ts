import type { ContentBlock } from '@/payload-types'

/**
 * Turns readable copy into Lexical editor state, so seed content is written as prose:
 * a string is a paragraph, `h2(…)` or `h3(…)` a heading, `ul('…', '…')` a list. Inside any text,
 * `**bold**` and `[label](/path)` become bold text and links.
 */
export type RichTextState = NonNullable<ContentBlock['content']>
type Node = RichTextState['root']['children'][number]

export type RichTextPart = string | { heading: string; tag: 'h2' | 'h3' | 'h4' } | { items: string[]; ordered: boolean }

export const h2 = (heading: string): RichTextPart => ({ heading, tag: 'h2' })
export const h3 = (heading: string): RichTextPart => ({ heading, tag: 'h3' })
export const ul = (...items: string[]): RichTextPart => ({ items, ordered: false })
export const ol = (...items: string[]): RichTextPart => ({ items, ordered: true })

const element = { direction: 'ltr' as const, format: '' as const, indent: 0, version: 1 }

export function richText(parts: RichTextPart[]): RichTextState {
  return { root: { type: 'root', ...element, children: parts.map(block) } }
}

function block(part: RichTextPart): Node {
  if (typeof part === 'string') return { type: 'paragraph', ...element, textFormat: 0, textStyle: '', children: inline(part) }
  if ('heading' in part) return { type: 'heading', tag: part.tag, ...element, children: inline(part.heading) }
  return {
    type: 'list',
    listType: part.ordered ? 'number' : 'bullet',
    tag: part.ordered ? 'ol' : 'ul',
    start: 1,
    ...element,
    children: part.items.map((item, i) => ({ type: 'listitem', value: i + 1, ...element, children: inline(item) })),
  }
}

const BOLD = 1
const INLINE = /\*\*(.+?)\*\*|\[(.+?)\]\((.+?)\)/g

function inline(text: string): Node[] {
  const nodes: Node[] = []
  let last = 0
  for (const m of text.matchAll(INLINE)) {
    if (m.index > last) nodes.push(textNode(text.slice(last, m.index)))
    if (m[1]) nodes.push(textNode(m[1], BOLD))
    else nodes.push(link(m[2]!, m[3]!))
    last = m.index + m[0].length
  }
  if (last < text.length) nodes.push(textNode(text.slice(last)))
  return nodes
}

function textNode(text: string, format = 0): Node {
  return { type: 'text', text, format, detail: 0, mode: 'normal', style: '', version: 1 }
}

function link(label: string, url: string): Node {
  const external = /^https?:\/\//.test(url)
  return {
    type: 'link',
    ...element,
    version: 3,
    fields: { linkType: 'custom', url, newTab: external },
    children: [textNode(label)],
  }
}

/** Plain text of a rich-text value (for checks and excerpts). */
export function plainText(state: RichTextState | null | undefined): string {
  const walk = (nodes: Node[]): string =>
    nodes.map((n) => (typeof n.text === 'string' ? n.text : Array.isArray(n.children) ? walk(n.children as Node[]) : '')).join(' ')
  return state ? walk(state.root.children) : ''
}
