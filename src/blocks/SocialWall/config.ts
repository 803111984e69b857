import type { Block } from 'payload'

/** The newest posts of the social wall (collection social-wall-items), each linking to the post. */
export const SocialWall: Block & { slug: 'socialWall' } = {
  slug: 'socialWall',
  interfaceName: 'SocialWallBlock',
  labels: { singular: 'Social wall', plural: 'Social walls' },
  fields: [
    { name: 'title', type: 'text', localized: true, admin: { description: 'Optional heading above the posts' } },
    { name: 'intro', type: 'textarea', localized: true },
    { name: 'count', type: 'number', required: true, defaultValue: 12, min: 1, max: 24, admin: { description: 'How many posts, newest first' } },
  ],
}
