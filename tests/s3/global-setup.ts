import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { buildIfNeeded } from '../../scripts/runtime/build-if-needed.mjs'
import { clearRuntimeCache } from '../../scripts/runtime/clear-runtime-cache.mjs'
import { baseEnv, root, serverEnv } from '../../scripts/runtime/env.mjs'
import { waitFor } from '../../scripts/test/wait-for.mjs'
import { BUCKET_CREDENTIALS, startBucketServer } from './bucket-server'

/**
 * The S3 storage suite: an S3-compatible server in this process and one production server
 * (`next start`, the suite's build) whose media and CVs go to its bucket. The database is a
 * fresh SQLite file that the server migrates on start and nothing seeds (the tests create the
 * few records they need over REST), so the set-up costs a server start, not a seed.
 * Ports: S3_TEST_PORT (default 3270) for the site, the next one for the bucket.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    s3BaseURL: string
    bucket: { endpoint: string; name: string; prefix: string; accessKeyId: string; secretAccessKey: string }
    /** Where the server would keep files on disk (MEDIA_DIR and the private uploads beside it): nothing may appear there. */
    s3LocalDirs: string[]
    /** The database's first account (an admin), which the server creates at start from ADMIN_EMAIL/ADMIN_PASSWORD. */
    s3Admin: { email: string; password: string }
  }
}

const BUCKET = 'dalumara-media'
const ADMIN = { email: 'admin@example.com', password: 's3-admin-password' }
/** Set, so the tests also prove the keys the press kit builds agree with the adapter's under a prefix. */
const PREFIX = 'site'

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'dalumara-s3-'))
  const port = Number(process.env.S3_TEST_PORT || 3270)
  const baseURL = `http://127.0.0.1:${port}`
  const mediaDir = path.join(dir, 'media')
  const bucketServer = await startBucketServer({ port: port + 1, directory: path.join(dir, 'bucket'), bucket: BUCKET })
  const env = baseEnv({
    NODE_ENV: 'production',
    DATABASE_URL: `file:${path.join(dir, 's3.db')}`,
    // Must stay empty: every file goes to the bucket.
    MEDIA_DIR: mediaDir,
    SITE_URL: baseURL,
    S3_BUCKET: BUCKET,
    S3_PREFIX: PREFIX,
    S3_ENDPOINT: bucketServer.endpoint,
    S3_FORCE_PATH_STYLE: 'true',
    // A production server on an empty database takes its first account from these (or a setup token in its log).
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    S3_ACCESS_KEY_ID: BUCKET_CREDENTIALS.accessKeyId,
    S3_SECRET_ACCESS_KEY: BUCKET_CREDENTIALS.secretAccessKey,
  })

  buildIfNeeded()
  // Pages cached by a server on another database must not be served from this one.
  clearRuntimeCache()
  const server = spawn('npx', ['next', 'start', '-p', String(port)], {
    cwd: root,
    env: serverEnv(env),
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  })
  const stopAll = async () => {
    stop(server)
    await bucketServer.close()
    rmSync(dir, { recursive: true, force: true })
  }
  try {
    // Any REST call starts Payload, which applies the migrations to the empty database and creates the admin.
    await waitFor(`${baseURL}/api/users/me`, server, 180_000)
  } catch (error) {
    await stopAll()
    throw error
  }

  project.provide('s3BaseURL', baseURL)
  project.provide('s3Admin', ADMIN)
  project.provide('s3LocalDirs', [mediaDir, path.join(dir, 'private-uploads')])
  project.provide('bucket', { endpoint: bucketServer.endpoint, name: BUCKET, prefix: PREFIX, ...BUCKET_CREDENTIALS })
  return stopAll
}

function stop(server: ChildProcess) {
  if (!server.pid || server.exitCode !== null) return
  try {
    // npx starts next as a child: signal the whole group.
    process.kill(-server.pid, 'SIGTERM')
  } catch {
    server.kill('SIGTERM')
  }
}
