import { getPress, toPressDetail } from '@/data/media/press'
import { detailEndpoint } from '@/app/_api'
import { otherMethods } from '@/lib/api/methods'

/** GET /dmc-apis/press_by_name/{name}[?lang&country]: one press item by its slug, with its text or PDF or link, and pictures. */
export const GET = detailEndpoint({ name: 'press_by_name', label: 'press item', read: getPress, toItem: toPressDetail })

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
