import type { Payload } from 'payload'
import { homeData, pageData, withRowIds, type FileIds, type MediaIds } from './build'
import { ensureFile } from './files'
import { seedWriteContext } from './context'
import { createEnvAdmin } from '@/cms/first-user'
import type { HomeSeed, PageSeed } from './content/types'

/**
 * Create-if-missing by natural key (page: path + country; home: country). An existing record is
 * left exactly as it is: the seed runs on every start, and must never overwrite an editor's work.
 * Returns true when the record was created.
 */
export async function upsertPage(payload: Payload, seed: PageSeed, media: MediaIds): Promise<boolean> {
  const country = seed.country ?? 'GLOBAL'
  const { totalDocs } = await payload.count({
    collection: 'pages',
    where: { path: { equals: seed.path }, country: { equals: country } },
  })
  if (totalDocs > 0) return false
  const files = await pageFiles(payload, seed)
  const created = await payload.create({
    collection: 'pages',
    data: pageData(seed, 'en', media, files),
    locale: 'en',
    depth: 0,
    context: seedWriteContext('en', Boolean(seed.copy.de)),
  })
  if (seed.copy.de) {
    await payload.update({
      collection: 'pages',
      id: created.id,
      data: withRowIds(pageData(seed, 'de', media, files), created),
      locale: 'de',
      depth: 0,
      context: seedWriteContext('de', true),
    })
  }
  return true
}

export async function upsertHome(payload: Payload, seed: HomeSeed, media: MediaIds, videoUrls: string[]): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'home', where: { country: { equals: seed.country } } })
  if (totalDocs > 0) return false
  const created = await payload.create({
    collection: 'home',
    data: homeData(seed, 'en', media, videoUrls),
    locale: 'en',
    depth: 0,
    context: seedWriteContext('en', Boolean(seed.seo.de)),
  })
  // A home page is translated when its SEO copy has a German version (the rest is written alongside).
  if (seed.seo.de) {
    await payload.update({
      collection: 'home',
      id: created.id,
      data: withRowIds(homeData(seed, 'de', media, videoUrls), created),
      locale: 'de',
      depth: 0,
      context: seedWriteContext('de', true),
    })
  }
  return true
}

/** An admin account, only when the operator asked for one through the environment (ADMIN_EMAIL, ADMIN_PASSWORD). */
export async function upsertEditor(payload: Payload): Promise<void> {
  await createEnvAdmin(payload)
}

/** Uploads the generated files a page's custom blocks name (once each, by file name). */
async function pageFiles(payload: Payload, seed: PageSeed): Promise<FileIds> {
  const ids: FileIds = {}
  for (const block of seed.blocks) {
    if (block.blockType !== 'custom') continue
    for (const file of block.files ?? []) ids[file.filename] ??= await ensureFile(payload, file)
  }
  return ids
}
