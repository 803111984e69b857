import { getNews, toNewsDetail } from '@/data/media/news'
import { detailEndpoint } from '@/app/_api'
import { otherMethods } from '@/lib/api/methods'

/** GET /dmc-apis/news_by_name/{name}[?lang&country]: one story by its slug, with its text, pictures and the stories either side. */
export const GET = detailEndpoint({ name: 'news_by_name', label: 'news story', read: getNews, toItem: toNewsDetail })

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
