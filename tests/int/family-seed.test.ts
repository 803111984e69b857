import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import type { Media, Page } from '@/payload-types'
import { routes } from '@/routes'
import { seed } from '@/seed'
import { getSeedTestPayload } from './seed-helpers'

/** The Family pages' seeds: blocks with their fields, and generated PDFs uploaded once each. */

type Block = NonNullable<Page['contents']>[number]

async function block<K extends Block['blockType']>(payload: Payload, path: string, type: K) {
  const { docs } = await payload.find({ collection: 'pages', depth: 1, locale: 'en', where: { path: { equals: path }, country: { equals: 'GLOBAL' } } })
  const found = docs[0]?.contents?.find((b): b is Extract<Block, { blockType: K }> => b.blockType === type)
  expect(found, `${path} has a ${type} block`).toBeTruthy()
  return found!
}

describe('Family seeds', () => {
  let payload: Payload
  beforeAll(async () => {
    payload = await getSeedTestPayload()
    await seed(payload)
  }, 600_000)

  it('certificates and awards each link a PDF in media, uploaded once even after a second seed', async () => {
    await seed(payload)
    const quality = await block(payload, routes.family.qualityCertifications, 'certificatesAwards')
    const items = [...(quality.certificates ?? []), ...(quality.awards ?? [])]
    expect(quality.certificates).toHaveLength(4)
    expect(quality.awards).toHaveLength(4)
    const files = items.map((item) => item.file as Media)
    for (const file of files) {
      expect(file.mimeType).toBe('application/pdf')
      expect(file.filesize).toBeGreaterThan(500)
      const { totalDocs } = await payload.count({ collection: 'media', where: { filename: { equals: file.filename } } })
      expect(totalDocs, file.filename!).toBe(1)
    }
    expect(new Set(files.map((f) => f.id)).size).toBe(8)
  })

  it('fills the value cards, the timeline and the founder’s message', async () => {
    const values = await block(payload, routes.family.values, 'valueCards')
    expect(values.cards).toHaveLength(6)
    for (const card of values.cards ?? []) expect(card.long_text.length).toBeGreaterThan(card.short_text.length)

    const timeline = await block(payload, routes.family.timeline, 'timeline')
    expect(timeline.time_line!.length).toBeGreaterThanOrEqual(10)
    for (const entry of timeline.time_line ?? []) expect(entry.images?.length).toBeGreaterThanOrEqual(1)

    const founder = await block(payload, routes.family.foundersMessage, 'founderMessage')
    expect(founder.founder_name).toBe('Kamala Dalumara')
    expect((founder.signature as Media).mimeType).toMatch(/^image\//)
  })
})
