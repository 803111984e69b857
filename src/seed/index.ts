import type { Payload } from 'payload'
import { homes, pages } from './content'
import { collectionSeeders } from './collections'
import { seedFooter } from './footer'
import { seedHeader } from './header'
import { images } from './images/catalogue'
import { packShotSpec } from './catalogue/pack-shots'
import { planCatalogue } from './catalogue/plan'
import { ranges } from './catalogue/ranges'
import { giftPictures } from './gifts'
import { drawMissingAhead, ensureMedia } from './media'
import { seedSiteSettings } from './site-settings'
import { upsertEditor, upsertHome, upsertPage } from './upsert'
import { seedVideoUrls } from './videos'

/**
 * Seeds demo content. Every step is create-if-missing by natural key (media file name,
 * page path + country, home country), so running it twice changes nothing, and an editor's
 * changes to a seeded record are never overwritten by the next start.
 */
export async function seed(payload: Payload): Promise<void> {
  const started = Date.now()
  // The shared pictures first, then every tea's pack shot and every gift's own picture, drawn while the pages are written.
  await drawMissingAhead(payload, [...Object.values(images), ...planCatalogue(ranges).map(packShotSpec), ...giftPictures().map(({ spec }) => spec)])
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
