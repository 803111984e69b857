import { getBlogPost, toBlogDetail, withShareCounts } from '@/data/media/blog'
import { detailEndpoint } from '@/app/_api'
import { otherMethods } from '@/lib/api/methods'

/** GET /dmc-apis/tea_blog_by_name/{name}[?lang&country]: one blog post by its slug, with its text, share count and the posts either side. */
export const GET = detailEndpoint({
  name: 'tea_blog_by_name',
  label: 'blog post',
  read: getBlogPost,
  toItem: async (doc, variant) => (await withShareCounts([await toBlogDetail(doc, variant)]))[0]!,
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
