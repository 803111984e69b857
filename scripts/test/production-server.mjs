// A production server for the measuring scripts (budgets, crawl): E2E_BASE_URL when set, otherwise a
// seeded build served by scripts/test/e2e-server.mjs (which builds only if the sources changed).
import { spawn } from 'node:child_process'
import { root } from '../runtime/env.mjs'
import { waitFor } from './wait-for.mjs'

/** Returns { baseURL, stop }; `port` is used only when the script starts the server itself. */
export async function productionServer(port) {
  if (process.env.E2E_BASE_URL) return { baseURL: process.env.E2E_BASE_URL.replace(/\/$/, ''), stop: () => {} }
  const baseURL = `http://127.0.0.1:${port}`
  const server = spawn('node', ['scripts/test/e2e-server.mjs', port], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], detached: true })
  // The server runs in its own process group (npx → next start): end the whole group.
  const stop = () => {
    try {
      process.kill(-server.pid, 'SIGTERM')
    } catch {
      // already gone
    }
  }
  try {
    // A first run builds, seeds and makes every picture's sizes: up to a quarter of an hour on a busy 2-core machine.
    await waitFor(`${baseURL}/`, server, 20 * 60_000)
  } catch (error) {
    stop()
    throw error
  }
  return { baseURL, stop }
}
