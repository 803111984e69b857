import { z } from 'zod'
import { isSlug } from '@/lib/routing/slug-format'
import { SHARE_NETWORKS } from '@/lib/media/share'
import { SHAREABLE_COLLECTIONS, isShareableCollection } from '@/lib/media/shareable-collections'

const ITEM_MESSAGE = `item must be "{collection}:{slug}", the collection one of ${SHAREABLE_COLLECTIONS.join(', ')}`

/** The body of POST /dmc-apis/share_count: `{"item":"e-books:afternoon-tea-at-home","network":"facebook"}`. */
export const shareCountBody = z.object(
  {
    item: z
      .string({ error: ITEM_MESSAGE })
      .max(200, ITEM_MESSAGE)
      .transform((item, context) => {
        const colon = item.indexOf(':')
        const collection = item.slice(0, colon)
        const slug = item.slice(colon + 1)
        if (colon < 0 || !isShareableCollection(collection) || !isSlug(slug)) {
          context.addIssue({ code: 'custom', message: ITEM_MESSAGE })
          return z.NEVER
        }
        return { collection, slug }
      }),
    network: z.enum(SHARE_NETWORKS, { error: `network must be one of ${SHARE_NETWORKS.join(', ')}` }),
  },
  { error: 'The body must look like {"item":"{collection}:{slug}","network":"facebook"}' },
)
