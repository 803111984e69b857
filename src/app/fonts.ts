import localFont from 'next/font/local'

/**
 * The brand's serif for headings: Lora, self-hosted, as two faces of one family. Weight 400, which nearly every
 * heading uses, is the variable file pinned to that weight (scripts/assets/brand-serif-font.mjs: 20 KB against 38 KB)
 * and the only font file a page preloads. The fallback face is Times New Roman sized to Lora's metrics, so the swap
 * moves no text.
 */
export const brandSerif = localFont({
  src: './brand-serif-400.woff2',
  weight: '400',
  style: 'normal',
  display: 'swap',
  adjustFontFallback: 'Times New Roman',
  variable: '--font-brand-serif',
})

/**
 * Bolder serif text (a heading's `<strong>`, say): the variable file (Latin, 400–700), fetched only by a page that
 * draws some. Its face joins the family above, which the bundler names after that export (tests/e2e/layout.spec.ts
 * checks both faces are in the family the headings use).
 */
export const brandSerifBolder = localFont({
  src: '../../node_modules/@fontsource-variable/lora/files/lora-latin-wght-normal.woff2',
  weight: '401 700',
  style: 'normal',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  declarations: [{ prop: 'font-family', value: 'brandSerif' }],
})
