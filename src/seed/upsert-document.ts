import type { CollectionSlug, Payload, RequiredDataFromCollectionSlug, Where } from 'payload'
import { withRowIds, type Locale } from './build'
import { seedWriteContext } from './context'

/**
 * Create-if-missing for any collection, by a natural key (`where`), in English and, when
 * `translated`, German written onto the same rows. Like upsertPage: an existing document is left
 * exactly as an editor may have changed it. Returns true when the document was created.
 */
export async function upsertDocument<C extends CollectionSlug>(
  payload: Payload,
  options: {
    collection: C
    where: Where
    data: (locale: Locale) => RequiredDataFromCollectionSlug<C>
    translated?: boolean
  },
): Promise<boolean> {
  const { collection, where, data, translated } = options
  const { totalDocs } = await payload.count({ collection, where })
  if (totalDocs > 0) return false
  const created = await payload.create({ collection, data: data('en'), locale: 'en', depth: 0, context: seedWriteContext('en', Boolean(translated)) })
  if (translated) {
    await payload.update({
      collection,
      id: created.id,
      // A German pass only fills localized fields; Payload types update data as a deep partial.
      data: withRowIds(data('de'), created) as never,
      locale: 'de',
      depth: 0,
      context: seedWriteContext('de', true),
    })
  }
  return true
}
