import { spawn, type ChildProcess } from 'node:child_process'
import { root, serverEnv } from '../../scripts/runtime/env.mjs'

/**
 * `npm start` (scripts/runtime/start.mjs) as an operator runs it: migrate and, on a new database, seed, under
 * one database lock, then `next start`. What it prints goes on to this process and is kept in `output` until
 * `keepOutput` is set to false (a server's later log lines are of no use to the tests).
 */
export function startApp(port: number, env: NodeJS.ProcessEnv) {
  const output: string[] = []
  const app = { server: undefined as unknown as ChildProcess, output, keepOutput: true }
  app.server = spawn('node', ['scripts/runtime/start.mjs'], {
    cwd: root,
    env: { ...env, NODE_ENV: 'production', PORT: String(port), SEED: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  for (const stream of [app.server.stdout!, app.server.stderr!]) {
    stream.on('data', (chunk: Buffer) => {
      if (app.keepOutput) output.push(String(chunk))
      process.stdout.write(chunk)
    })
  }
  return app
}

/** `next start` on a database that is already prepared: a test's extra instance over the suite's database (a restart). */
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
