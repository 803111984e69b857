import type { Payload } from 'payload'
import { seedFooter } from './footer'

/** Seeds demo content; every step is an upsert by natural key, so running it twice changes nothing. */
export async function seed(payload: Payload): Promise<void> {
  await seedFooter(payload)
}
