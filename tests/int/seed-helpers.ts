import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'

/**
 * A Payload instance on a temporary SQLite database for the seed tests. When the shared int
 * harness has already chosen a database (DATABASE_URL set by its global setup) that one is used;
 * otherwise a fresh one is created here. The environment must be set before the config is
 * imported, because the database adapter and upload folder are read when it loads.
 */
let instance: Promise<Payload> | undefined

export function getSeedTestPayload(): Promise<Payload> {
  instance ??= (async () => {
    if (!process.env.DATABASE_URL) {
      const dir = mkdtempSync(path.join(tmpdir(), 'dalumara-seed-int-'))
      process.env.DATABASE_URL = `file:${path.join(dir, 'int.db')}`
      process.env.MEDIA_DIR ??= path.join(dir, 'media')
    }
    process.env.PAYLOAD_SECRET ??= 'int-test-secret'
    const [{ getPayload }, { default: config }, { migrateOnInit }] = await Promise.all([
      import('payload'),
      import('@/payload.config'),
      import('@/cms/migrate'),
    ])
    const payload = await getPayload({ config })
    // onInit already did this; running it again is a no-op.
    await migrateOnInit(payload)
    return payload
  })()
  return instance
}
