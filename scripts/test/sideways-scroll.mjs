// Whether a page scrolls sideways at phone and tablet widths: the browser specs (German pages) and the whole-site
// crawl (English pages, one of each kind) measure it alike.

/** The narrow widths a page must fit (px): a small phone, a common phone, a tablet upright. */
export const NARROW_WIDTHS = [320, 390, 768]

/**
 * At each width, the document's width against the window's; where the document is wider, up to eight elements
 * that reach past the window outside any scrolling box, to name in the failure.
 * @param {import('@playwright/test').Page} page
 * @returns {Promise<{ width: number, scrollWidth: number, innerWidth: number, wide: string[] }[]>}
 */
export async function measureWidths(page) {
  const found = []
  for (const width of NARROW_WIDTHS) {
    await page.setViewportSize({ width, height: 800 })
    const measured = await page.evaluate(() => {
      const { scrollWidth } = document.documentElement
      if (scrollWidth <= window.innerWidth) return { scrollWidth, innerWidth: window.innerWidth, wide: [] }
      const clipped = (el) => {
        for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
          if (getComputedStyle(up).overflowX !== 'visible') return true
        }
        return false
      }
      const wide = [...document.body.querySelectorAll('*')]
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5 && !clipped(el))
        .slice(0, 8)
        .map((el) => `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}"> right=${Math.round(el.getBoundingClientRect().right)}`)
      return { scrollWidth, innerWidth: window.innerWidth, wide }
    })
    found.push({ width, ...measured })
  }
  return found
}
