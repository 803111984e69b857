// Which pages beyond the crawl's per-kind sample go through the browser: a page whose markup carries a class no
// page checked so far carries has a component (a block, a control) the sample has not seen, and a control too small
// to tap or a contrast fault lives in such a component. Pure; unit-tested in tests/unit/class-cover.test.ts.

/** The class names of a page's server-rendered markup (its inline scripts left out). */
export function classTokens(html) {
  const tokens = new Set()
  const markup = html.replace(/<script\b[\s\S]*?<\/script\s*>/gi, '')
  for (const [, value] of markup.matchAll(/\sclass="([^"]*)"/g)) for (const token of value.split(/\s+/)) if (token) tokens.add(token)
  return tokens
}

/**
 * Greedy, in the order given: every page that adds at least one class to those of `checked` and of the pages picked
 * before it. The same pages in the same order give the same answer.
 * @template {{ tokens: Set<string> }} T
 * @param {Iterable<Set<string>>} checked the class names of the pages already checked
 * @param {T[]} candidates
 * @returns {T[]}
 */
export function pagesAddingClasses(checked, candidates) {
  const covered = new Set()
  for (const tokens of checked) for (const token of tokens) covered.add(token)
  const picked = []
  for (const candidate of candidates) {
    let adds = false
    for (const token of candidate.tokens) if (!covered.has(token)) adds = true
    if (!adds) continue
    picked.push(candidate)
    for (const token of candidate.tokens) covered.add(token)
  }
  return picked
}
