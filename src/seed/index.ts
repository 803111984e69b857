import type { Payload } from 'payload'
import { homes, pages } from './content'
import { collectionSeeders } from './collections'
import { seedFooter } from './footer'
import { seedHeader } from './header'
import { seedSiteSettings } from './site-settings'
import { ensureMedia } from './media'
import { upsertEditor, upsertHome, upsertPage } from './upsert'
import { seedVideoUrls } from './videos'

/**
 * Seeds demo content. Every step is create-if-missing by natural key (media file name,
 * page path + country, home country), so running it twice changes nothing, and an editor's
 * changes to a seeded record are never overwritten by the next start.
 */
export async function seed(payload: Payload): Promise<void> {
  const started = Date.now()
  const media = await ensureMedia(payload)

  let created = 0
  for (const page of pages) if (await upsertPage(payload, page, media)) created++
  const videoUrls = seedVideoUrls()
  for (const home of homes) if (await upsertHome(payload, home, media, videoUrls)) created++
  for (const seedCollection of collectionSeeders) created += await seedCollection(payload, media)

  await seedHeader(payload)
  await seedFooter(payload)
  await seedSiteSettings(payload)
  await (await import('./markets')).seedMarkets(payload)
  await upsertEditor(payload)
  payload.logger.info(`Seeding: ${created} documents created, done in ${Date.now() - started} ms`)
}
