import { readiness } from '@/data/readiness'

/**
 * Readiness: the database answers and every migration is applied (200), otherwise 503 with the reason, so a
 * load balancer sends visitors only to instances that can serve them. Outside the lanes, like /healthz.
 */
export const dynamic = 'force-dynamic'

export async function GET() {
  const state = await readiness()
  const body = state.ready ? { status: 'ready' } : { status: 'unavailable', message: state.reason }
  return Response.json(body, { status: state.ready ? 200 : 503, headers: { 'Cache-Control': 'no-store' } })
}
