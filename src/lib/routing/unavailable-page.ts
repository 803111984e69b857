import { dictionary } from '@/i18n'
import { RETRY_AFTER_SECONDS } from '@/lib/database/database-health'

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * What the proxy answers for a page rendered per request (src/lib/routing/per-request.ts) while the database is down: 503 with Retry-After,
 * a small self-contained page in the visitor's language (the site's layout needs the database too),
 * never stored by any cache.
 */
export function unavailablePage(locale: string): Response {
  const t = dictionary(locale).faults
  const html = `<!doctype html>
<html lang="${escape(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escape(t.pageTitle)}</title>
<style>body{font:1.125rem/1.6 system-ui,sans-serif;color:#1f2a1f;max-width:40rem;margin:6rem auto;padding:0 1rem}a{color:#1f4d2b}</style></head>
<body><main><h1>${escape(t.pageTitle)}</h1><p>${escape(t.pageText)}</p><p><a href="/">${escape(t.home)}</a></p></main></body></html>`
  return new Response(html, {
    status: 503,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': String(RETRY_AFTER_SECONDS) },
  })
}
