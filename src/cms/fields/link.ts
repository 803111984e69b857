import type { Field } from 'payload'
import { sitePathOrUrl } from './url'

/** A link an editor types: a site path (from the route table) or a full external URL. */
export const linkFields = (prefix = ''): Field[] => [
  { name: `${prefix}has_link`, type: 'checkbox', defaultValue: false },
  {
    name: `${prefix}link`,
    type: 'text',
    admin: { condition: (_, sibling) => Boolean(sibling?.[`${prefix}has_link`]) },
    validate: sitePathOrUrl({ optional: true }),
  },
  {
    name: `${prefix}link_text`,
    type: 'text',
    localized: true,
    admin: { condition: (_, sibling) => Boolean(sibling?.[`${prefix}has_link`]) },
  },
]
