// A page's framework scripts requested after the page has loaded instead of beside its stylesheet. Plain
// JavaScript: the cache handler runs it outside the bundles, on every page it stores (as src/lib/csp does), and the
// server gate runs it over the stream of a page rendered per request (src/lib/http/streamed-pages.ts).
//
// Next.js writes each of a page's ~13 JavaScript chunks (~150 KB in Brotli) as an async script in <head>, plus
// low-priority preloads, so a browser fetches them together with the stylesheet, the font and the first picture: on
// a slow connection they share its bandwidth and its six connections, and run before the first screen is shown.
// Lighthouse counts each such script into the page's largest contentful paint (LCP 1.9–2.6 s on every page type).
// Asked for after the `load` event (the stylesheet, fonts and eager pictures are in), the same scripts hydrate the
// page once it is on screen: links and forms are plain HTML until then.

const BLOCK_ID = 'after-load-chunks'
const BLOCK = new RegExp(`<script type="application/json" id="${BLOCK_ID}">([^<]*)</script>`)

/**
 * The inline loader: constant, so a cached page's Content-Security-Policy allows it by its hash
 * (src/lib/csp/framework-scripts.mjs). It waits, after `load`, until the page's high-priority pictures are decoded
 * and the frame showing them has been drawn: the first picture is decoded off the main thread and painted a frame or
 * more after `load`, and Turbopack's evaluation and hydration (~100 ms of main thread on a phone) held that paint
 * back. Timers go on where frames are not drawn (a background tab) or a picture never decodes. Each script is then
 * inserted in a task of its own: the thirteen together held the main thread for 14–26 ms, a long task on a phone.
 */
export const CHUNK_LOADER =
  "(function(){var started=false;function go(){if(started)return;started=true;var d=JSON.parse(document.getElementById('" + BLOCK_ID + "').textContent);" +
  "d.preload.forEach(function(h){var l=document.createElement('link');l.rel='preload';l.as='script';l.href=h;document.head.appendChild(l)});" +
  "d.scripts.forEach(function(s){setTimeout(function(){var e=document.createElement('script');e.src=s;e.async=true;document.head.appendChild(e)})})}" +
  "function painted(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go)})});setTimeout(go,250)}" +
  "function loaded(){setTimeout(go,1000);var p=[].map.call(document.querySelectorAll('img[fetchpriority=high]'),function(i){return i.decode().catch(function(){})});Promise.all(p).then(painted,painted)}" +
  "if(document.readyState==='complete')loaded();else addEventListener('load',loaded,{once:true})})()"

const CHUNK = '/_next/static/chunks/[^"]+\\.js'
// A page rendered per request carries its nonce on every tag, before or after `async`.
const NONCE = '(?: nonce="[^"]*")?'
const SCRIPT = new RegExp(`<script src="(${CHUNK})"${NONCE} async=""${NONCE}></script>`, 'g')
const PRELOAD = new RegExp(`<link rel="preload"((?: as="script"| fetchPriority="low"| nonce="[^"]*"| href="${CHUNK}")+)/>`, 'g')
const PRELOAD_HREF = new RegExp(`href="(${CHUNK})"`)
/** What may still become a match when the next piece of a stream arrives: an unclosed tag, or a chunk script without its end tag. */
const UNFINISHED = /<script src="[^"]*"[^>]*>(?:<\/?[a-z]*)?$|<[^>]*$/
/** Only a stream's last characters can hold an unfinished tag. */
const TAIL_WINDOW = 512

/**
 * Takes a page's chunk scripts and script preloads out of its markup and adds, before `</body>`, a data block listing
 * them and the loader that adds them after `load`. Works on a whole page or on a stream of its pieces in order: a
 * tag split between two pieces is held back until the rest arrives.
 */
export class ChunksAfterLoad {
  /** @param {string} [nonce] the nonce a page rendered per request gives its inline scripts */
  constructor(nonce) {
    this.nonce = nonce
    /** @type {string[]} */
    this.scripts = []
    /** @type {string[]} */
    this.preload = []
    this.held = ''
    this.closed = false
  }

  /**
   * The markup that can be written now.
   * @param {string} piece
   * @returns {string}
   */
  push(piece) {
    const text = this.held + piece
    if (this.closed) {
      this.held = ''
      return text
    }
    const from = Math.max(0, text.length - TAIL_WINDOW)
    const unfinished = UNFINISHED.exec(text.slice(from))
    const cut = unfinished ? from + unfinished.index : text.length
    this.held = text.slice(cut)
    return this.#move(text.slice(0, cut))
  }

  /** What is left at the end of the stream. */
  end() {
    const rest = this.push('') + this.held
    this.held = ''
    // A page that never closed its body still gets its scripts.
    return this.closed || !this.scripts.length ? rest : rest + this.#tail()
  }

  /** @param {string} text */
  #move(text) {
    let out = text.replace(SCRIPT, (_, src) => {
      this.scripts.push(src)
      return ''
    })
    out = out.replace(PRELOAD, (tag, attributes) => {
      const href = PRELOAD_HREF.exec(attributes)
      if (!href || !attributes.includes('as="script"')) return tag
      this.preload.push(href[1])
      return ''
    })
    const end = out.indexOf('</body>')
    if (end === -1 || !this.scripts.length) return out
    this.closed = true
    return `${out.slice(0, end)}${this.#tail()}${out.slice(end)}`
  }

  #tail() {
    // A data block runs nothing (CSP does not govern it); `<` is escaped so no address can end it early.
    const data = JSON.stringify({ scripts: this.scripts, preload: this.preload }).replace(/</g, '\\u003c')
    const nonce = this.nonce ? ` nonce="${this.nonce}"` : ''
    return `<script type="application/json" id="${BLOCK_ID}">${data}</script><script${nonce}>${CHUNK_LOADER}</script>`
  }
}

/**
 * The page with its chunk scripts and script preloads taken out and a loader that adds them after `load`; the page
 * as it is when it has no chunk scripts or was changed already.
 * @param {string} html
 * @returns {string}
 */
export function loadChunksAfterLoad(html) {
  if (html.includes(`id="${BLOCK_ID}"`) || !html.includes('</body>')) return html
  const change = new ChunksAfterLoad()
  const out = change.push(html) + change.end()
  return change.scripts.length ? out : html
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
