// A cached page's framework scripts requested after the page has loaded instead of beside its stylesheet. Plain
// JavaScript: the cache handler runs it outside the bundles, on every page it stores (as src/lib/csp does).
//
// Next.js writes each of a page's ~13 JavaScript chunks (~150 KB in Brotli) as an async script in <head>, plus
// low-priority preloads, so a browser fetches them together with the stylesheet, the font and the first picture: on
// a slow connection they share its bandwidth and its six connections, and run before the first screen is shown.
// Lighthouse counts each such script into the page's largest contentful paint (LCP 1.9–2.6 s on every page type).
// Asked for after the `load` event (the stylesheet, fonts and eager pictures are in), the same scripts hydrate the
// page once it is on screen: links and forms are plain HTML until then.

const BLOCK_ID = 'after-load-chunks'
const BLOCK = new RegExp(`<script type="application/json" id="${BLOCK_ID}">([^<]*)</script>`)

/** The inline loader: constant, so the Content-Security-Policy allows it by its hash (src/lib/csp/framework-scripts.mjs). */
export const CHUNK_LOADER =
  "(function(){function go(){var d=JSON.parse(document.getElementById('" + BLOCK_ID + "').textContent);" +
  "d.preload.forEach(function(h){var l=document.createElement('link');l.rel='preload';l.as='script';l.href=h;document.head.appendChild(l)});" +
  "d.scripts.forEach(function(s){var e=document.createElement('script');e.src=s;e.async=true;document.head.appendChild(e)})}" +
  "if(document.readyState==='complete')go();else addEventListener('load',go,{once:true})})()"

const CHUNK = '/_next/static/chunks/[^"]+\\.js'
const SCRIPT = new RegExp(`<script src="(${CHUNK})" async=""></script>`, 'g')
const PRELOAD = new RegExp(`<link rel="preload" (?:as="script" fetchPriority="low" href="(${CHUNK})"|href="(${CHUNK})" as="script" fetchPriority="low")/>`, 'g')

/**
 * The page with its chunk scripts and script preloads taken out and a loader that adds them after `load`; the page
 * as it is when it has no chunk scripts or was changed already.
 * @param {string} html
 * @returns {string}
 */
export function loadChunksAfterLoad(html) {
  if (html.includes(`id="${BLOCK_ID}"`) || !html.includes('</body>')) return html
  const scripts = []
  const preload = []
  let out = html.replace(SCRIPT, (_, src) => {
    scripts.push(src)
    return ''
  })
  if (!scripts.length) return html
  out = out.replace(PRELOAD, (_, first, second) => {
    preload.push(first ?? second)
    return ''
  })
  // A data block runs nothing (CSP does not govern it); `<` is escaped so no address can end it early.
  const data = JSON.stringify({ scripts, preload }).replace(/</g, '\\u003c')
  const tail = `<script type="application/json" id="${BLOCK_ID}">${data}</script><script>${CHUNK_LOADER}</script>`
  const end = out.lastIndexOf('</body>')
  return `${out.slice(0, end)}${tail}${out.slice(end)}`
}

/**
 * The scripts and preloads a changed page's loader adds after load (for the budget and crawl scripts).
 * @param {string} html
 * @returns {{ scripts: string[], preload: string[] }}
 */
export function chunksLoadedAfterLoad(html) {
  const block = BLOCK.exec(html)
  return block ? JSON.parse(block[1]) : { scripts: [], preload: [] }
}
