import localFont from 'next/font/local'

/**
 * The brand's serif for headings: Lora, self-hosted, as one family of three faces. Weight 400, which nearly every
 * heading uses, is the variable file pinned to that weight and split by character (scripts/assets/brand-serif-font.mjs
 * writes both files and checks the ranges below): what English and German headings draw (13.5 KB, the only font
 * file a page preloads), and every other character (8.6 KB, fetched only by a page that draws one). The fallback
 * face is Times New Roman sized to Lora's metrics, so the swap moves no text.
 */
export const brandSerif = localFont({
  src: './brand-serif-400.woff2',
  weight: '400',
  style: 'normal',
  display: 'swap',
  adjustFontFallback: 'Times New Roman',
  variable: '--font-brand-serif',
  declarations: [{ prop: 'unicode-range', value: 'U+0020-007E,U+00A0,U+00C4,U+00D6,U+00DC,U+00DF,U+00E4,U+00F6,U+00FC,U+2013-2014,U+2018-201A,U+201C-201E,U+2026' }],
})

// The two faces below join the family above, which the bundler names after its export (tests/e2e/layout.spec.ts
// checks all three are in the family the headings use).

/** Weight 400, every other character of the variable file: other accented letters and punctuation. */
export const brandSerifMore = localFont({
  src: './brand-serif-400-more.woff2',
  weight: '400',
  style: 'normal',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  declarations: [
    { prop: 'font-family', value: 'brandSerif' },
    {
      prop: 'unicode-range',
      value:
        'U+0000-001F,U+007F-009F,U+00A1-00C3,U+00C5-00D5,U+00D7-00DB,U+00DD-00DE,U+00E0-00E3,U+00E5-00F5,U+00F7-00FB,U+00FD-00FF,U+0102-0103,U+0110-0111,U+0128-0129,U+0131,U+0152-0153,U+0168-0169,U+01A0-01A1,U+01AF-01B0,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0300-0301,U+0303-0304,U+0308-0309,U+0323,U+0329,U+1EA0-1EF9,U+2000-2012,U+2015-2017,U+201B,U+201F-2025,U+2027-206F,U+20AB-20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
    },
  ],
})

/** Bolder serif text (a heading's `<strong>`, say): the variable file (Latin, 400–700), fetched only by a page that draws some. */
export const brandSerifBolder = localFont({
  src: '../../node_modules/@fontsource-variable/lora/files/lora-latin-wght-normal.woff2',
  weight: '401 700',
  style: 'normal',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  declarations: [{ prop: 'font-family', value: 'brandSerif' }],
})
