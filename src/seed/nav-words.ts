import type { Locale } from './types'

/** A navigation label and its German translation, side by side. */
export type Words = { en: string; de: string }
export const w = (en: string, de: string): Words => ({ en, de })

/** A column of links as the header and footer seeds write it: a heading and [label, url] pairs. */
export type LinkColumnSeed = { heading: Words; links: [Words, string][] }

/** The columns in one language, in the globals' shape. */
export function columnsIn(columns: LinkColumnSeed[], locale: Locale) {
  return columns.map((column) => ({
    heading: column.heading[locale],
    links: column.links.map(([label, url]) => ({ label: label[locale], url })),
  }))
}
