// How every axe pass in the project runs (the browser specs and the whole-site crawl), so both judge pages alike.
// - Only violations are read: axe then skips building selectors for every passing node (its documented speed-up).
// - Legacy mode runs axe.run() in the page itself. The default opens a blank page in the browser context for
//   axe.finishRun() and injects axe there again: ~1 s a scan on two cores. What it adds is cross-origin frames,
//   and no page here has one (the browser resolves no host but this machine).

/** @param {import('@axe-core/playwright').default} builder */
export function scanForViolations(builder) {
  return builder.options({ resultTypes: ['violations'] }).setLegacyMode().analyze()
}
