import { randomBytes, timingSafeEqual } from 'node:crypto'
import type { CollectionBeforeOperationHook, Payload } from 'payload'
import { isDevelopment, seedSettings } from '@/site.config'
import { editorError } from './editor-error'

/**
 * A production database without accounts would let whoever comes first create its admin (Payload's
 * "create first user"). So there the first account needs either ADMIN_EMAIL and ADMIN_PASSWORD (the server
 * creates that admin at start) or the setup token this process prints in its log at start, typed into the
 * create-first-user form. The token is random per process: each instance prints its own. In development
 * the form stays open as Payload has it.
 */
const SETUP_TOKEN = randomBytes(18).toString('base64url')

/** The form's field for it (virtual: never stored). */
export const SETUP_TOKEN_FIELD = 'setupToken'

const setupNeeded = () => !isDevelopment()

export const requireSetupToken: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'create' || req.payloadAPI === 'local' || !setupNeeded()) return args
  if ((await req.payload.count({ collection: 'users', req, overrideAccess: true })).totalDocs > 0) return args
  const given = (args as { data?: Record<string, unknown> }).data?.[SETUP_TOKEN_FIELD]
  if (typeof given === 'string' && sameToken(given)) return args
  throw editorError('Creating the first account needs the setup token the server printed in its log at start (or set ADMIN_EMAIL and ADMIN_PASSWORD)', 403, 'Forbidden')
}

function sameToken(given: string): boolean {
  const a = Buffer.from(given.trim())
  const b = Buffer.from(SETUP_TOKEN)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** At start (onInit), on a database without accounts: the admin from the environment, or else the token in the log. */
export async function prepareFirstUser(payload: Payload): Promise<void> {
  if ((await payload.count({ collection: 'users', overrideAccess: true })).totalDocs > 0) return
  if (await createEnvAdmin(payload)) return
  if (setupNeeded()) {
    payload.logger.warn(`No account exists yet. To create the first admin, open /admin and give this setup token in its form: ${SETUP_TOKEN}`)
  }
}

/** The admin account ADMIN_EMAIL/ADMIN_PASSWORD name, when they are set and it does not exist; whether it exists now. */
export async function createEnvAdmin(payload: Payload): Promise<boolean> {
  const { email, password } = seedSettings().admin
  if (!email || !password) return false
  const { totalDocs } = await payload.count({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true })
  if (totalDocs > 0) return true
  try {
    await payload.create({ collection: 'users', data: { email, password, name: 'Editor', role: 'admin' }, context: { disableRevalidate: true } })
    payload.logger.info(`Created the admin account ${email} (ADMIN_EMAIL)`)
  } catch (error) {
    // Another instance starting at the same time may have created it first.
    const { totalDocs: now } = await payload.count({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true })
    if (now === 0) throw error
  }
  return true
}
