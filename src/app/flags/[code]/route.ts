import { readFlag } from '@/lib/api/flags'

/** GET /flags/lk.svg: a country flag (see src/lib/api/flags.ts), cached for a year by browsers and CDNs. */
export async function GET(_request: Request, { params }: { params: Promise<{ code: string }> }) {
  const svg = readFlag((await params).code)
  if (!svg) return new Response('Unknown flag', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  return new Response(new Uint8Array(svg), {
    headers: {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'public, max-age=31536000, immutable',
      // An SVG opened directly must not run anything.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    },
  })
}
