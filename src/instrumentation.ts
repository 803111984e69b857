/** Runs once when a Next.js server starts, before it answers any request. */
export async function register() {
  // Read literally, not through src/config: Next.js inlines NEXT_RUNTIME per bundle, so the edge
  // bundle drops this branch and never sees the Node.js-only module.
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    // Native packages ask process.report.getReport() which libc they run on (libsql's loader does,
    // the first time a route needs it). A report names every open socket's peer by a synchronous
    // reverse DNS lookup on the main thread: with 500 visitors connected that froze the server for
    // minutes, and pool timeouts fired as 503s. The report's network section is of no use here.
    // (Node 20.13+; @types/node does not know the setting yet.)
    Object.assign(process.report, { excludeNetwork: true })
    const { installServerGate } = await import('@/lib/http/server-gate')
    installServerGate()
    const { shutdownSettings } = await import('@/site.config')
    const { enabled, timeoutMs } = shutdownSettings()
    if (enabled) {
      const [{ installGracefulShutdown }, { closePayload }] = await Promise.all([import('@/lib/http/graceful-shutdown'), import('@/cms/shutdown')])
      installGracefulShutdown({ timeoutMs, close: closePayload })
    }
  }
}
