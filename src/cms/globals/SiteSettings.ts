import type { GlobalConfig } from 'payload'
import { SOCIAL_NETWORK_NAMES } from '@/lib/media/social-networks'
import { adminOnly, anyone } from '../access'
import { revalidateGlobal } from '../hooks/revalidate'

export const SOCIAL_PLATFORMS = ['facebook', 'instagram', 'youtube', 'x', 'linkedin', 'pinterest'] as const

/**
 * Operator settings an editor may change without a deploy. The environment wins where both
 * are set (see src/data/settings.ts); an empty value hides the feature.
 */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  admin: { group: 'Settings' },
  // Settings: admins only.
  access: { read: anyone, update: adminOnly },
  hooks: { afterChange: [revalidateGlobal] },
  fields: [
    {
      // The one place the company's facts live: the footer, the contact page, structured data and copy that states its age read them here.
      name: 'company',
      type: 'group',
      fields: [
        { name: 'founded', type: 'number', min: 1800, max: 2100, admin: { description: 'The year the company was founded; its age is counted from it.' } },
        { name: 'address', type: 'textarea', localized: true, admin: { description: 'The registered address, one line per row.' } },
        { name: 'phone', type: 'text' },
        { name: 'email', type: 'email' },
        {
          name: 'social',
          type: 'array',
          fields: [
            { name: 'platform', type: 'select', required: true, options: SOCIAL_PLATFORMS.map((value) => ({ value, label: SOCIAL_NETWORK_NAMES[value] })) },
            { name: 'url', type: 'text', required: true },
          ],
        },
      ],
    },
    { name: 'shop_url', type: 'text' },
    { name: 'login_url', type: 'text' },
    { name: 'analytics_id', type: 'text' },
    { name: 'loading_video_url', type: 'text' },
    { name: 'default_share_image', type: 'upload', relationTo: 'media' },
    {
      name: 'map_tile_url',
      type: 'text',
      admin: { description: 'Leave empty to show OpenStreetMap’s maps. For another map provider, paste the address its instructions give for map tiles, exactly as given.' },
    },
    { name: 'map_attribution', type: 'text', admin: { description: 'The tile provider’s attribution (plain text).' } },
    { name: 'jobs_url', type: 'text', admin: { description: 'Where the careers page’s vacancies button leads. Empty: the vacancies listed on the page.' } },
    { name: 'sustainability_url', type: 'text', admin: { description: 'The external sustainability site linked from the menu.' } },
    { name: 'competitions_url', type: 'text', admin: { description: 'The external competitions site linked from the Tea Inspired menu. Empty: no link.' } },
  ],
}
