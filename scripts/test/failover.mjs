// npm run failover [-- --retry-sent]: two instances over one database take a stream of contact
// messages and newsletter sign-ups, alternating between them as a load balancer would; one instance
// is killed (SIGKILL) mid-stream. Requests to it that could not connect are retried on the other
// (what nginx and HAProxy do by default for a POST); with --retry-sent, requests that were in flight
// when it died are retried too. Then every submission is looked up in the database.
//
// Prints: submissions sent, acknowledged (2xx), failed and told so, and the rows stored for each;
// exits 1 when an acknowledged submission is not stored exactly once, or one is unaccounted for.
// Settings: FAILOVER_PORT (default 3260; the instances use it and the next port), FAILOVER_COUNT
// (default 600), FAILOVER_CONCURRENCY (default 8), FAILOVER_KILL_AT (default a third of the count),
// FAILOVER_DATABASE_URL (default a fresh temporary SQLite file; a postgres:// URL must be an empty database).
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import http from 'node:http'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { buildIfNeeded } from '../runtime/build-if-needed.mjs'
import { clearRuntimeCache } from '../runtime/clear-runtime-cache.mjs'
import { baseEnv, root, serverEnv } from '../runtime/env.mjs'
import { SEED_STEP } from '../runtime/seed-step.mjs'

const require = createRequire(import.meta.url)
const port = Number(process.env.FAILOVER_PORT || 3260)
const count = Number(process.env.FAILOVER_COUNT || 600)
const concurrency = Number(process.env.FAILOVER_CONCURRENCY || 8)
const killAt = Number(process.env.FAILOVER_KILL_AT || Math.floor(count / 3))
const retrySent = process.argv.includes('--retry-sent')
const run = Date.now().toString(36)

buildIfNeeded()
const dir = mkdtempSync(path.join(tmpdir(), 'dalumara-failover-'))
const databaseUrl = process.env.FAILOVER_DATABASE_URL || `file:${path.join(dir, 'failover.db')}`
const env = baseEnv({
  DATABASE_URL: databaseUrl,
  MEDIA_DIR: path.join(dir, 'media'),
  SITE_URL: `http://127.0.0.1:${port}`,
  // The limiter is not under test: every message must be able to arrive.
  RATE_LIMIT_MAX: '1000000',
})
seed()
clearRuntimeCache()

const instances = [port, port + 1].map((listenOn) => ({
  port: listenOn,
  alive: true,
  process: spawn('npx', ['next', 'start', '-p', String(listenOn)], {
    cwd: root,
    env: serverEnv({ ...env, NODE_ENV: 'production' }),
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  }),
}))
const stopAll = () => {
  for (const instance of instances) {
    try {
      process.kill(-instance.process.pid, 'SIGTERM')
    } catch {
      // Killed already.
    }
  }
}
process.on('exit', stopAll)
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130))

try {
  await main()
} finally {
  stopAll()
  rmSync(dir, { recursive: true, force: true })
}

async function main() {
  for (const instance of instances) await waitForServer(instance.port)
  // Payload starts on each instance before the stream, so the first requests do not all wait for it.
  for (const instance of instances) await fetch(`http://127.0.0.1:${instance.port}/dmc-apis/news`)

  const submissions = Array.from({ length: count }, (_, i) => submission(i))
  const outcomes = new Array(count)
  let next = 0
  let killedAt = null
  const started = Date.now()
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = next++
        if (i === killAt && killedAt === null) {
          killedAt = Date.now() - started
          // The balancer is not told: it finds out from the first refused connection (a passive health check).
          process.kill(-instances[1].process.pid, 'SIGKILL')
        }
        outcomes[i] = await deliver(submissions[i], i % 2)
      }
    }),
  )
  const seconds = (Date.now() - started) / 1000
  const stored = await storedCounts()

  const tally = { acknowledged: 0, ackStoredOnce: 0, failedToldVisitor: 0, failedNotStored: 0, failedStoredAnyway: 0, serverErrors: 0, retriedUnsent: 0, retriedSent: 0, duplicates: 0, problems: [] }
  submissions.forEach((s, i) => {
    const outcome = outcomes[i]
    const rows = stored.get(s.email) ?? 0
    tally.retriedUnsent += outcome.retriedUnsent
    tally.retriedSent += outcome.retriedSent
    if (rows > 1) tally.duplicates += rows - 1
    // A sign-up stored by the instance that died, then retried, is answered 201 like any other (stored once).
    const acknowledged = outcome.status >= 200 && outcome.status < 300
    if (acknowledged) {
      tally.acknowledged++
      if (rows === 1) tally.ackStoredOnce++
      else tally.problems.push(`${s.kind} ${s.email}: acknowledged ${outcome.status}, stored ${rows} times`)
    } else if (outcome.status === 'sent-then-lost' || outcome.status >= 500) {
      // The balancer answers the visitor 502: the form says it failed and keeps what was typed.
      tally.failedToldVisitor++
      if (typeof outcome.status === 'number') tally.serverErrors++
      if (rows === 0) tally.failedNotStored++
      else tally.failedStoredAnyway++
    } else {
      tally.problems.push(`${s.kind} ${s.email}: unexpected answer ${outcome.status}`)
    }
  })

  console.log(`\nFailover: ${count} submissions (contact and newsletter, alternating instances), ${concurrency} at a time, ${seconds.toFixed(1)} s`)
  console.log(`  instance :${instances[1].port} killed (SIGKILL) at submission ${killAt}, ${(killedAt / 1000).toFixed(1)} s in; load balancer retries: ${retrySent ? 'unsent and in-flight' : 'unsent only (default)'}`)
  console.log(`  acknowledged (2xx):                      ${tally.acknowledged}`)
  console.log(`    stored exactly once:                   ${tally.ackStoredOnce}`)
  console.log(`  retried on the survivor, never sent:     ${tally.retriedUnsent}`)
  console.log(`  retried on the survivor, were in flight: ${tally.retriedSent}`)
  console.log(`  in flight at the kill, visitor told it failed: ${tally.failedToldVisitor} (stored anyway: ${tally.failedStoredAnyway}, not stored: ${tally.failedNotStored})`)
  console.log(`    of which answered 5xx by an instance:  ${tally.serverErrors}`)
  console.log(`  extra rows (stored twice):               ${tally.duplicates}`)
  const lost = count - tally.acknowledged - tally.failedToldVisitor
  console.log(`  lost silently (neither acknowledged nor reported failed): ${lost + tally.problems.length}`)
  for (const problem of tally.problems.slice(0, 20)) console.log(`    ${problem}`)
  process.exitCode = tally.problems.length === 0 && lost === 0 && tally.ackStoredOnce === tally.acknowledged ? 0 : 1
}

/** Alternately a contact message and a newsletter sign-up, each with its own address. */
function submission(i) {
  const kind = i % 2 === 0 ? 'contact' : 'newsletter'
  const email = `failover-${run}-${i}@example.com`
  const body =
    kind === 'contact'
      ? { name: 'Failover Test', email, country: 'LK', phone: '077 123 4567', subject: `Failover ${i}`, message: `Message ${i} of the failover run ${run}.`, agreement: true, website: '' }
      : { data: { email } }
  return { kind, email, path: kind === 'contact' ? '/dmc-apis/contact-us-submits' : '/dmc-apis/newsletter_subscription', body: JSON.stringify(body) }
}

/**
 * As a load balancer: to the chosen instance, or the survivor when it is known dead. A request that
 * could not connect was never sent and goes to the other instance; one that was sent and lost its
 * connection is answered 502 to the visitor (retried only with --retry-sent: a POST is not idempotent).
 */
async function deliver(s, preferred) {
  const outcome = { status: 0, retriedUnsent: 0, retriedSent: 0 }
  let target = instances[preferred].alive ? preferred : 1 - preferred
  for (let attempt = 0; attempt < 3; attempt++) {
    const result = await send(instances[target], s)
    if (typeof result === 'number') return { ...outcome, status: result }
    if (result === 'unsent') {
      outcome.retriedUnsent++
      instances[target].alive = false
    }
    else if (retrySent) outcome.retriedSent++
    else return { ...outcome, status: 'sent-then-lost' }
    target = 1 - target
  }
  return { ...outcome, status: 'sent-then-lost' }
}

/** One POST on a connection of its own: the status, or whether it failed before or after it was sent. */
function send(instance, s) {
  return new Promise((resolve) => {
    let connected = false
    const request = http.request(
      { host: '127.0.0.1', port: instance.port, path: s.path, method: 'POST', agent: false, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(s.body), 'x-forwarded-for': '10.9.8.7' } },
      (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode))
        response.on('error', () => resolve('sent'))
      },
    )
    request.on('socket', (socket) => socket.on('connect', () => (connected = true)))
    request.on('error', () => resolve(connected ? 'sent' : 'unsent'))
    request.end(s.body)
  })
}

/** Rows per address in both tables, straight from the database. */
async function storedCounts() {
  const sql = `SELECT email, COUNT(*) AS n FROM contact_submissions WHERE email LIKE 'failover-${run}-%' GROUP BY email
    UNION ALL SELECT email, COUNT(*) AS n FROM newsletter_subscribers WHERE email LIKE 'failover-${run}-%' GROUP BY email`
  let rows
  if (/^postgres(ql)?:/.test(databaseUrl)) {
    const pg = require('pg')
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    rows = (await client.query(sql)).rows
    await client.end()
  } else {
    const { createClient } = require('@libsql/client')
    const client = createClient({ url: databaseUrl })
    rows = (await client.execute(sql)).rows
    client.close()
  }
  const counts = new Map()
  for (const row of rows) counts.set(String(row.email), (counts.get(String(row.email)) ?? 0) + Number(row.n))
  return counts
}

function seed() {
  // As the integration setup: not production, so the seed applies the migrations itself; a tsx exit 13 is retried.
  for (let attempt = 1; attempt <= 3; attempt++) {
    const result = spawnSync(SEED_STEP.command, SEED_STEP.args, { cwd: root, env: { ...env, NODE_ENV: 'development' }, stdio: ['ignore', 'ignore', 'inherit'] })
    if (result.status === 0) return
    if (result.status !== 13) throw new Error(`Seeding failed (exit ${result.status})`)
  }
  throw new Error('Seeding failed three times')
}

async function waitForServer(listenOn, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${listenOn}/dmc-apis/languages-and-countries`)).ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`Instance :${listenOn} did not start within ${timeoutMs / 1000} s`)
}
