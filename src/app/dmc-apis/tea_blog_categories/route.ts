import { collectionTag } from '@/config/cache-tags'
import { listBlogCategories } from '@/data/media/blog'
import { listEndpoint } from '@/app/_api'
import { otherMethods } from '@/lib/api/methods'

/**
 * GET /dmc-apis/tea_blog_categories[?lang&country]: the blog's categories (the spec's
 * tea_blog_category: id as `slug`, and name) in the editors' order; `url` is the blog listing
 * filtered to it. One page holds them all.
 */
export const GET = listEndpoint({
  name: 'tea_blog_categories',
  variantParams: ['lang', 'country'],
  defaultSize: 100,
  tags: [collectionTag('blog-categories')],
  dataCache: false,
  read: async (query, variant) => {
    const all = await listBlogCategories(variant)
    return { items: all.slice((query.page - 1) * query.size, query.page * query.size), total: all.length }
  },
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
