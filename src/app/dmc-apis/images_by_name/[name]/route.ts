import { toAlbumDetail } from '@/data/media/media-items'
import { detailEndpoint } from '@/app/_api'
import { otherMethods } from '@/lib/api/methods'

/**
 * GET /dmc-apis/images_by_name/{name}[?lang]: one image album by its slug, with its pictures (each
 * with its stored file's id, original address, size, alt text and caption) and the address of its
 * press-kit download.
 */
export const GET = detailEndpoint({
  name: 'images_by_name',
  variantParams: ['lang'],
  label: 'image album',
  collection: 'image-albums',
  toItem: toAlbumDetail,
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
