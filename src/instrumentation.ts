/** Runs once when a Next.js server starts, before it answers any request. */
export async function register() {
  // Read literally, not through src/config: Next.js inlines NEXT_RUNTIME per bundle, so the edge
  // bundle drops this branch and never sees the Node.js-only module.
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { refuseUnsupportedMethods } = await import('@/lib/http/method-guard')
    refuseUnsupportedMethods()
  }
}
