import { isNodeServer } from '@/site.config'

/** Runs once when a Next.js server starts, before it answers any request. */
export async function register() {
  if (isNodeServer()) {
    const { refuseUnsupportedMethods } = await import('@/lib/http/method-guard')
    refuseUnsupportedMethods()
  }
}
