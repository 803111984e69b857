import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from '../scripts/test/chromium.mjs'
import { smallTapTargets } from '../scripts/test/tap-targets.mjs'
const base = 'http://127.0.0.1:3214'
const browser = await chromium.launch(chromiumLaunchOptions)
const ctx = await browser.newContext({ reducedMotion: 'reduce' })
await ctx.route('**/*', (r) => (['image', 'media'].includes(r.request().resourceType()) ? r.abort() : r.fallback()))
const page = await ctx.newPage()
for (const p of process.argv.slice(2)) {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(base + p, { waitUntil: 'load' })
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 5000 }).catch(() => {})
  const small = await smallTapTargets(page)
  console.log(`== ${p}: ${small.length}`)
  for (const s of small) console.log(`   ${s.width}x${s.height} ${s.target}`)
  if (process.env.SHOT) await page.screenshot({ path: `/tmp/navnames/${p.replace(/\W+/g, '_')}.png` })
}
await browser.close()
