import { tapTargetClass } from './tap-target'

/**
 * The small uppercase label above a heading. The theme's gold-600 is a touch too light for
 * 14px text on white or cream (4.3:1), so labels use a deeper gold that passes WCAG AA (5.5:1+).
 */
export const eyebrowClass = 'text-sm font-semibold uppercase tracking-[0.18em] text-[#7d5d12]'

/** The same label as a link standing on its own ("All news →", "← All e-books"): a 44-px tap target. */
export const eyebrowLinkClass = `${eyebrowClass} ${tapTargetClass} underline-offset-4 hover:underline`
