import { siteOrWebLinkError } from '@/cms/fields/site-or-web-link'
import { imageField } from '@/cms/fields/media'
import { itemsBlock } from '../block-config'

/**
 * The media landing's covers (data-layer spec: latest_news, events, tea_blog and press, each with
 * image, link, title, description and header): large picture links into each media listing. The
 * page's SEO is the page record's, as for every page.
 */
export const MediaCovers = itemsBlock({ slug: 'mediaCovers', labels: ['Media covers', 'Media covers'], heading: 'Optional heading above the covers', list: 'items', minRows: 1, maxRows: 8 }, [
  { name: 'header', type: 'text', localized: true, admin: { description: 'A short label over the title, e.g. “Latest news”' } },
  { name: 'title', type: 'text', localized: true, required: true },
  { name: 'description', type: 'textarea', localized: true },
  imageField('image', { required: true }),
  {
    name: 'link',
    type: 'text',
    required: true,
    admin: { description: 'The listing it opens: a site path such as /media/news, or a full http(s) URL' },
    validate: (value: unknown) => siteOrWebLinkError(value) ?? true,
  },
])
