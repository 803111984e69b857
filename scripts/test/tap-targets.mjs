// Whether every control on a page is big enough to tap on a phone: 44 × 44 CSS px at 390 px (WCAG 2.5.5's size,
// which the site holds itself to; 2.5.8 asks 24). As WCAG does, a link inside running text is exempt (its size is
// the line's), and so is what is not there to tap: hidden, off-screen (a carousel's other slides) or visually
// hidden until focused (the skip link). A checkbox or radio counts with its label, which takes the tap too.

/** The phone width the targets are measured at, and the smallest width and height a target may have (px). */
export const TAP_WIDTH = 390
export const MIN_TARGET = 44

/**
 * The controls smaller than MIN_TARGET at TAP_WIDTH, each described once per page.
 * @param {import('@playwright/test').Page} page
 * @returns {Promise<{ target: string, width: number, height: number }[]>}
 */
export async function smallTapTargets(page) {
  await page.setViewportSize({ width: TAP_WIDTH, height: 844 })
  return page.evaluate((min) => {
    const CONTROLS = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [role="checkbox"], [role="radio"], [role="switch"], [role="option"]'
    const blockOf = (el) => {
      for (let up = el.parentElement; up; up = up.parentElement) if (!getComputedStyle(up).display.startsWith('inline')) return up
      return document.body
    }
    const words = (node) => (node.textContent ?? '').replace(/\s+/g, ' ').trim()
    /** A link in a sentence: shown inline, in a block that has words of its own besides the link's. */
    const inRunningText = (el) => getComputedStyle(el).display === 'inline' && words(blockOf(el)).length > words(el).length
    const box = (el) => {
      const own = el.getBoundingClientRect()
      const rects = [own, ...[...(el.labels ?? [])].map((label) => label.getBoundingClientRect())]
      return rects.reduce((a, b) => (b.width * b.height > a.width * a.height ? b : a))
    }
    const found = new Map()
    for (const el of document.querySelectorAll(CONTROLS)) {
      if (el.closest('[inert], [aria-hidden="true"]') || el.getAttribute('aria-disabled') === 'true' || el.disabled) continue
      if (!el.checkVisibility({ checkOpacity: false, checkVisibilityCSS: true, contentVisibilityAuto: true })) continue
      const rect = el.getBoundingClientRect()
      if (rect.width <= 1 || rect.height <= 1 || rect.right <= 0 || rect.left >= window.innerWidth) continue
      if (inRunningText(el)) continue
      const { width, height } = box(el)
      if (width + 0.5 >= min && height + 0.5 >= min) continue
      const name = (el.getAttribute('aria-label') || words(el) || el.getAttribute('name') || el.getAttribute('href') || '').slice(0, 40)
      const classes = (el.getAttribute('class') ?? '').split(/\s+/).filter(Boolean).slice(0, 3).join('.')
      const target = `<${el.tagName.toLowerCase()}${classes ? `.${classes}` : ''}> "${name}"`
      if (!found.has(target)) found.set(target, { target, width: Math.round(width), height: Math.round(height) })
    }
    return [...found.values()]
  }, MIN_TARGET)
}
