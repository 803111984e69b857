import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { databaseSettings } from './database'
import { envString } from './env'
import { isBuildPhase } from './runtime'

/**
 * The secret that signs CMS sessions. There is no fallback string in the code (a published
 * fallback would let anyone forge a session):
 * - PAYLOAD_SECRET when set (production: the same value on every instance);
 * - while building, a throw-away random value: a build signs nothing and needs no secrets;
 * - on SQLite (one instance), a random secret generated once into data/.payload-secret, the same
 *   file scripts/runtime/env.mjs uses for `npm start`;
 * - on PostgreSQL (usually several instances, which must share it) a start without it fails.
 * @default PAYLOAD_SECRET SQLite: generated into `data/.payload-secret`; PostgreSQL: required
 */
export function payloadSecret(): string {
  const secret = envString('PAYLOAD_SECRET')
  if (secret) return secret
  if (isBuildPhase()) return randomBytes(32).toString('hex')
  if (databaseSettings().dialect === 'postgres') throw new Error(MISSING_SECRET)
  // turbopackIgnore: a local secret must never be traced into the standalone server (and the image).
  return localSecret(path.join(/* turbopackIgnore: true */ process.cwd(), 'data', '.payload-secret'))
}

export const MISSING_SECRET =
  'PAYLOAD_SECRET is not set. On PostgreSQL every instance must sign sessions with the same secret: ' +
  'set PAYLOAD_SECRET to a long random value (e.g. `openssl rand -hex 32`) in every instance’s environment.'

function localSecret(file: string): string {
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true })
    try {
      writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' })
    } catch (error) {
      // Another process starting at the same moment wrote it first: use theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
  }
  return readFileSync(file, 'utf8').trim()
}
