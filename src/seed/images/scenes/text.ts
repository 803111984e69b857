/** Words on generated pictures (labels, certificates): fonts every machine has, escaping, line wrapping. */
export const SERIF = `font-family="DejaVu Serif, Liberation Serif, serif"`
export const SANS = `font-family="DejaVu Sans, Liberation Sans, sans-serif"`

export const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** Splits text into lines of at most `max` characters, word by word. */
export function wrap(text: string, max: number): string[] {
  const lines: string[] = []
  for (const word of text.split(' ')) {
    const last = lines[lines.length - 1]
    if (last !== undefined && `${last} ${word}`.length <= max) lines[lines.length - 1] = `${last} ${word}`
    else lines.push(word)
  }
  return lines
}
