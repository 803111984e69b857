import { SOCIAL_NETWORK_NAMES, SOCIAL_WALL_NETWORKS } from '@/lib/media/social-networks'
import { imageField } from '../../fields/media'
import { slugField } from '../../fields/slug'
import { httpUrl } from '../../fields/url'
import { defineContentCollection } from '../defineContentCollection'

/**
 * The social wall (data-layer spec: social wall item with image_url, description, icon_type, link):
 * posts from the brand's social accounts, each a picture linking to the post. Not in the site
 * search: the posts live on other sites.
 */
export const SocialWallItems = defineContentCollection({
  slug: 'social-wall-items',
  labels: ['Social wall post', 'Social wall posts'],
  group: 'Media centre',
  useAsTitle: 'description',
  columns: ['icon_type', 'posted_at'],
  defaultSort: '-posted_at',
  fields: [
    { name: 'description', type: 'textarea', required: true, localized: true, admin: { description: 'What the post shows, in a sentence or two' } },
    slugField({ description: 'A short name for the post, e.g. first-flush-reel.' }),
    imageField('image', { required: true }),
    {
      name: 'icon_type',
      type: 'select',
      required: true,
      options: SOCIAL_WALL_NETWORKS.map((value) => ({ value, label: SOCIAL_NETWORK_NAMES[value] })),
      admin: { description: 'The network the post is on' },
    },
    {
      name: 'link',
      type: 'text',
      required: true,
      admin: { description: 'The post’s address (a full https URL)' },
      validate: httpUrl(),
    },
    { name: 'posted_at', type: 'date', required: true, index: true, admin: { position: 'sidebar', description: 'Newest posts come first' } },
  ],
})
