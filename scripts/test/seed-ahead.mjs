// Seeds the browser suite's database ahead of its server and keeps it (scripts/test/seeded-database.mjs), so
// that server and the measuring stages' copy it. `npm test` runs this beside the integration suite, whose
// own seed keeps one core busy for minutes: the two seeds share the machine's two cores instead of queueing.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { seedDatabase } from './seeded-database.mjs'
import { baseEnv, testSeedSettings } from '../runtime/env.mjs'

const dir = mkdtempSync(path.join(tmpdir(), 'dalumara-seed-ahead-'))
try {
  // The same seed settings as the browser suite's server (scripts/test/e2e-server.mjs), so its key matches.
  seedDatabase(baseEnv({ NODE_ENV: 'production', DATABASE_URL: `file:${path.join(dir, 'seed.db')}`, MEDIA_DIR: path.join(dir, 'media'), ...testSeedSettings }))
} finally {
  rmSync(dir, { recursive: true, force: true })
}
