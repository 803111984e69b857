// Serves a production build on a fresh, seeded temporary SQLite database (scripts/test/seeded-database.mjs), for
// the browser tests and the measuring stages.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { buildIfNeeded } from '../runtime/build-if-needed.mjs'
import { privateBuild } from './private-build.mjs'
import { seedDatabase } from './seeded-database.mjs'
import { clearRuntimeCache } from '../runtime/clear-runtime-cache.mjs'
import { baseEnv, root, serverEnv, testSeedSettings } from '../runtime/env.mjs'

const port = process.argv[2] || process.env.E2E_PORT || '3200'
buildIfNeeded()
const dir = mkdtempSync(path.join(tmpdir(), 'dalumara-e2e-'))
const env = baseEnv({
  NODE_ENV: 'production',
  DATABASE_URL: process.env.E2E_DATABASE_URL || `file:${path.join(dir, 'e2e.db')}`,
  MEDIA_DIR: path.join(dir, 'media'),
  SITE_URL: `http://127.0.0.1:${port}`,
  // Generous limits so the suite itself is not throttled; the limiter has its own tests.
  RATE_LIMIT_MAX: process.env.RATE_LIMIT_MAX || '1000',
  ENABLE_TEST_ROUTES: '1',
  // Scheduled publishing's queue looks for due jobs every second, not every minute.
  JOBS_CRON: '* * * * * *',
  // An admin account the editors' tests log in with (they create the other roles' users), and the seeded
  // videos' id, so the tests can prove nothing loads from YouTube before the visitor asks.
  ...testSeedSettings,
  // An analytics id, so the consent tests can show the script loads only after statistics consent.
  ANALYTICS_ID: process.env.ANALYTICS_ID ?? 'G-E2ETEST01',
  // Two social accounts (reserved .example domain), so the footer's social links can be tested.
  SOCIAL_INSTAGRAM: process.env.SOCIAL_INSTAGRAM ?? 'https://social.example/instagram/dalumara',
  SOCIAL_YOUTUBE: process.env.SOCIAL_YOUTUBE ?? 'https://social.example/youtube/dalumara',
})
seedDatabase(env)
// E2E_PRIVATE_BUILD=1 serves a copy of the build, so this server can run beside another one of the same build
// (scripts/test/private-build.mjs); otherwise it serves the build itself, its run-time caches cleared.
const build = process.env.E2E_PRIVATE_BUILD === '1' ? privateBuild() : null
if (!build) clearRuntimeCache()
// No -H: with an explicit hostname Next.js treats the proxy's rewrite (built on "localhost") as
// external and tries to proxy it over the network.
const server = spawn('npx', ['next', 'start', '-p', port], { cwd: build?.dir ?? root, stdio: 'inherit', env: serverEnv(env) })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
// The database and media folder (~70 MB) go with the server: they are of no use to a later one.
server.on('exit', (code) => {
  rmSync(dir, { recursive: true, force: true })
  build?.remove()
  process.exit(code ?? 0)
})
