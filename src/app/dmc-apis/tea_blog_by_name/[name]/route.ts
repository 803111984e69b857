import { getBlogPost, toBlogDetail, withShareCounts } from '@/data/media/blog'
import { detailEndpoint } from '@/app/_api'
import { otherMethods } from '@/lib/api/methods'

/** GET /dmc-apis/tea_blog_by_name/{name}[?lang&country]: one blog post by its slug, with its text, share count and the posts either side. */
export const GET = detailEndpoint({
  name: 'tea_blog_by_name',
  label: 'blog post',
  param: 'name',
  variantParams: ['lang', 'country'],
  read: async (slug, variant) => {
    const doc = await getBlogPost(slug, variant)
    if (!doc) return null
    const [post] = await withShareCounts([await toBlogDetail(doc, variant)])
    return post!
  },
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
