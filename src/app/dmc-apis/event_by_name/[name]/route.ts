import { getEvent, toEventDetail } from '@/data/media/events'
import { detailEndpoint } from '@/app/_api'
import { otherMethods } from '@/lib/api/methods'

/** GET /dmc-apis/event_by_name/{name}[?lang&country]: one event by its slug, with its text, pictures and the events either side. */
export const GET = detailEndpoint({ name: 'event_by_name', label: 'event', read: getEvent, toItem: toEventDetail })

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
