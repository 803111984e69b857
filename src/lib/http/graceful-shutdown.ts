import http from 'node:http'

/** How long closing the database may take once the requests are done. */
const CLOSE_MS = 2_000

type Emit = (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean

/** This process's HTTP servers, learnt from their connections: `next start` made its server before this code ran. */
const servers = new Set<http.Server>()
const installed = Symbol.for('dalumara.gracefulShutdown')

function trackServers() {
  const prototype = http.Server.prototype as unknown as { emit: Emit }
  const emit = prototype.emit
  prototype.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'connection') servers.add(this)
    return emit.call(this, event, ...args)
  }
}

/** Resolves when the server has closed: no listening socket, and every connection ended. */
function closed(server: http.Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()))
}

/**
 * On SIGTERM (a host stopping or replacing the instance) and SIGINT: stop accepting connections, let the
 * requests in flight finish for at most `timeoutMs` (then cut their connections), run `close` (the database),
 * and exit 0. Next.js's own handler (switched off by NEXT_MANUAL_SIG_HANDLE) waits without a deadline, never
 * closes the database and exits 143.
 */
export function installGracefulShutdown({ timeoutMs, close }: { timeoutMs: number; close: () => Promise<unknown> }): void {
  const processState = process as NodeJS.Process & { [installed]?: true }
  if (processState[installed]) return
  processState[installed] = true
  trackServers()
  let stopping = false
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    const started = performance.now()
    const elapsed = () => `${Math.round(performance.now() - started)} ms`
    console.info(`[shutdown] ${signal}: accepting no new connections; finishing the requests in flight (at most ${timeoutMs} ms)`)
    // A closing database or a stuck close() must not keep the process: it exits a little after the deadline regardless.
    setTimeout(() => {
      console.warn(`[shutdown] still closing after ${elapsed()}; exiting`)
      process.exit(0)
    }, timeoutMs + 5_000).unref()
    const deadline = setTimeout(() => {
      console.warn(`[shutdown] requests still in flight after ${timeoutMs} ms: their connections are closed`)
      for (const server of servers) server.closeAllConnections()
    }, timeoutMs)
    await Promise.all([...servers].map(closed))
    clearTimeout(deadline)
    try {
      // A connection a cut request still holds would keep a pool's end() waiting: closing gets a bound of its own.
      const outcome = await Promise.race([close().then(() => 'closed'), new Promise((resolve) => setTimeout(resolve, CLOSE_MS).unref())])
      if (outcome === 'closed') console.info(`[shutdown] requests finished and the database closed in ${elapsed()}`)
      else console.warn(`[shutdown] requests finished; the database had not closed ${CLOSE_MS} ms later (a connection still in use), exiting after ${elapsed()}`)
    } catch (error) {
      console.error(`[shutdown] closing the database failed: ${error instanceof Error ? error.message : error}`)
    }
    process.exit(0)
  }
  process.on('SIGTERM', shutdown)
  process.on('SIGINT', shutdown)
}
