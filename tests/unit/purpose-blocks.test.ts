import { describe, expect, it } from 'vitest'
import { sectionAnchors } from '@/blocks/PolicySections/anchors'
import { cardColours, contrastRatio } from '@/lib/accessibility/colour-contrast'
import { fileKind, fileSize } from '@/lib/media/file-facts'

describe('goal card colours', () => {
  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5)
  })

  it.each(['#fcc30b', '#26bde2', '#56c02b', '#c5192d', '#a21942', '#4c9f38', '#ff3a21', '#0a97d9', '#19486a'])(
    'picks a text colour that reads on %s (at least 4.5:1 for normal text, or the better of the two)',
    (bg) => {
      const { color } = cardColours(bg)
      const other = color === '#ffffff' ? '#1c1c1a' : '#ffffff'
      expect(contrastRatio(bg, color)).toBeGreaterThanOrEqual(contrastRatio(bg, other))
      expect(contrastRatio(bg, color)).toBeGreaterThanOrEqual(4.5)
    },
  )

  it('uses dark text on a light yellow and white text on a dark red', () => {
    expect(cardColours('#fcc30b').color).toBe('#1c1c1a')
    expect(cardColours('#a21942').color).toBe('#ffffff')
  })

  it('falls back to the brand green for a missing or malformed colour', () => {
    expect(cardColours(undefined)).toEqual({ background: '#17412a', color: '#ffffff' })
    expect(cardColours('red').background).toBe('#17412a')
  })
})

describe('download facts', () => {
  it('names the file kind from the MIME type, else the extension', () => {
    expect(fileKind('application/pdf', 'report.pdf')).toBe('PDF')
    expect(fileKind('application/octet-stream', 'data.xlsx')).toBe('XLSX')
    expect(fileKind(null, null)).toBe('')
    expect(fileKind('APPLICATION/PDF')).toBe('PDF')
    expect(fileKind('image/svg+xml')).toBe('SVG')
    expect(fileKind('text/plain; charset=utf-8')).toBe('PLAIN')
  })

  it('gives sizes in kB or MB', () => {
    expect(fileSize(2_150, 'en')).toBe('2.2 kB')
    expect(fileSize(300, 'en')).toBe('1 kB')
    expect(fileSize(4_600_000, 'en')).toBe('4.6 MB')
    expect(fileSize(25_000_000, 'en')).toBe('25 MB')
    expect(fileSize(0)).toBe('')
    expect(fileSize(Number.NaN)).toBe('')
    expect(fileSize(1_536, 'de')).toBe('1,5 kB')
  })
})

describe('policy section anchors', () => {
  it('are readable, unique and never start with a digit', () => {
    expect(sectionAnchors(['What we collect', 'Cookies', 'Cookies', '¿Qué?', '***', '2025 changes'])).toEqual([
      'what-we-collect',
      'cookies',
      'cookies-3',
      'que',
      'section-5',
      'changes',
    ])
  })
})
