/** Resolves once `url` answers 2xx; fails if `server` (a spawned process) exits first or the time runs out. */
export async function waitFor(url, server, timeoutMs = 600_000) {
  const start = Date.now()
  while (Date.now() - start < timeoutMs) {
    if (server?.exitCode != null) throw new Error(`the server exited (${server.exitCode}) before answering`)
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`)
}
