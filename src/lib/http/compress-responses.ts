import type http from 'node:http'
import compression from 'compression'

/**
 * The `compression` middleware Next.js applies itself, in its current release (which also frees a zlib stream when
 * the client leaves mid-answer): from 1 KB up, Brotli (quality 4) or gzip, whichever the client takes. next.config.ts
 * turns Next's own off, so that it runs here, before the request is handed to Next.js, and a cached page's kept
 * compressed bytes (src/lib/http/encoded-pages.ts) can be written past it.
 */
const compress = compression()
const noop = () => {}

/** Compresses what is written to `response` from now on. */
export function compressResponse(request: http.IncomingMessage, response: http.ServerResponse): void {
  compress(request as Parameters<typeof compress>[0], response as Parameters<typeof compress>[1], noop)
}
