/**
 * Liveness: the process answers. Touches nothing else (no database, no proxy, no lane; src/lib/http/server-gate.ts
 * lets it through), so a host restarts an instance only when the process itself is stuck.
 */
export const dynamic = 'force-dynamic'

export function GET() {
  return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } })
}
