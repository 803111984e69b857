import { spawn, type ChildProcess } from 'node:child_process'
import { root, serverEnv } from '../../scripts/runtime/env.mjs'

/**
 * `next start` processes of the integration suite: the two instances of the global setup, and any a
 * test starts itself over the same database (a restart).
 */
export function startInstance(port: number, env: NodeJS.ProcessEnv): ChildProcess {
  // No -H: with an explicit host name Next.js proxies its own rewrites over the network, and fails.
  return spawn('npx', ['next', 'start', '-p', String(port)], {
    cwd: root,
    env: serverEnv({ ...env, NODE_ENV: 'production' }),
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  })
}

export async function waitForServer(url: string, server: ChildProcess, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`next start exited with code ${server.exitCode}`)
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`The integration server did not answer ${url} within ${timeoutMs / 1000} s`)
}

/** Stops an instance and waits until it has exited. */
export async function stopInstance(server: ChildProcess) {
  if (!server.pid || server.exitCode !== null || server.signalCode !== null) return
  const exited = new Promise((resolve) => server.once('exit', resolve))
  try {
    // npx starts next as a child: signal the whole group.
    process.kill(-server.pid, 'SIGTERM')
  } catch {
    server.kill('SIGTERM')
  }
  await exited
}
