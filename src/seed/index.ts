import type { Payload } from 'payload'

/** Seeds demo content; every step is an upsert by natural key, so running it twice changes nothing. */
export async function seed(payload: Payload): Promise<void> {
  payload.logger.info('Seeding: nothing to seed yet')
}
