/**
 * Plain text out of stored content, for the search index: Lexical rich text, blocks and
 * arrays are walked and every visitor-facing string is kept; identifiers, links, media and
 * settings are not. Generic on purpose, so a new block type is indexed without changes here.
 */

/** Keys whose values visitors never read as text. */
const SKIP_KEYS = new Set([
  'id',
  'blockType',
  'blockName',
  'link',
  'path',
  'url',
  'country',
  '_status',
  'createdAt',
  'updatedAt',
  'image_position',
  'colour',
  'effective_date',
])
const SKIP_KEY_PATTERN = /(_url|Url|_id|_link)$/

const BLOCK_NODES = new Set(['paragraph', 'heading', 'quote', 'listitem', 'list', 'tablecell', 'tablerow'])

type LexicalNode = { type?: string; text?: string; children?: LexicalNode[]; fields?: unknown }

function isLexical(value: unknown): value is { root: LexicalNode } {
  return typeof value === 'object' && value !== null && 'root' in value && typeof (value as { root: unknown }).root === 'object'
}

/** Text of a Lexical editor state; block-level nodes become lines. */
export function lexicalToText(value: unknown): string {
  if (!isLexical(value)) return ''
  const lines: string[] = []
  let line = ''
  const walk = (node: LexicalNode) => {
    if (node.type === 'text' && typeof node.text === 'string') line += node.text
    else if (node.type === 'linebreak') line += ' '
    else if (node.type === 'block' && node.fields) line += ` ${contentToText(node.fields)} `
    node.children?.forEach(walk)
    if (node.type && BLOCK_NODES.has(node.type)) {
      if (line.trim()) lines.push(line.trim())
      line = ''
    }
  }
  walk(value.root)
  if (line.trim()) lines.push(line.trim())
  return lines.join('\n')
}

/** Every readable string inside a field value (blocks, arrays, groups, rich text), one per line. */
export function contentToText(value: unknown): string {
  const parts: string[] = []
  const walk = (v: unknown, key?: string) => {
    if (key && (SKIP_KEYS.has(key) || SKIP_KEY_PATTERN.test(key))) return
    if (typeof v === 'string') {
      const text = v.trim()
      if (text && !/^(https?:\/\/|\/)\S*$/.test(text)) parts.push(text)
    } else if (Array.isArray(v)) {
      v.forEach((item) => walk(item))
    } else if (isLexical(v)) {
      parts.push(lexicalToText(v))
    } else if (v && typeof v === 'object' && !isMediaDoc(v)) {
      for (const [k, child] of Object.entries(v)) walk(child, k)
    }
  }
  walk(value)
  return parts.filter(Boolean).join('\n')
}

/** Uploads arrive populated; their file names and alt texts describe files, not the page. */
function isMediaDoc(value: object): boolean {
  return 'filename' in value && 'mimeType' in value
}

/** A short teaser: whole words up to `max` characters, with an ellipsis when cut. */
export function excerptOf(text: string, max = 200): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= max) return clean
  const cut = clean.slice(0, max + 1)
  const lastSpace = cut.lastIndexOf(' ')
  return `${cut.slice(0, lastSpace > max * 0.6 ? lastSpace : max).replace(/[\s,.;:–-]+$/, '')}…`
}
