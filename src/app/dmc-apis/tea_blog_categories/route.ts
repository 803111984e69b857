import { listBlogCategories } from '@/data/media/blog'
import { wholeList } from '@/app/_api'
import { otherMethods } from '@/lib/api/methods'

/**
 * GET /dmc-apis/tea_blog_categories[?lang&country]: the blog's categories (the spec's
 * tea_blog_category: id as `slug`, and name) in the editors' order; `url` is the blog listing
 * filtered to it. One page holds them all.
 */
export const GET = wholeList({ name: 'tea_blog_categories', read: listBlogCategories })

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
