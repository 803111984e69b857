import localFont from 'next/font/local'

/**
 * The brand's serif for headings: Lora, self-hosted from its npm package, one variable file
 * (weights 400–700, Latin only, about 37 KB). The fallback face is Times New Roman sized to
 * Lora's metrics, so the swap moves no text.
 */
export const brandSerif = localFont({
  src: '../../node_modules/@fontsource-variable/lora/files/lora-latin-wght-normal.woff2',
  weight: '400 700',
  style: 'normal',
  display: 'swap',
  adjustFontFallback: 'Times New Roman',
  variable: '--font-brand-serif',
})
