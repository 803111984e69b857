import { defineBlock, headingField, introField } from '../block-config'

/** The newest posts of the social wall (collection social-wall-items), each linking to the post. */
export const SocialWall = defineBlock({
  slug: 'socialWall',
  labels: ['Social wall', 'Social walls'],
  fields: [
    headingField('Optional heading above the posts'),
    introField(),
    { name: 'count', type: 'number', required: true, defaultValue: 12, min: 1, max: 24, admin: { description: 'How many posts, newest first' } },
  ],
})
