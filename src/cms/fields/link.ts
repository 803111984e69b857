import type { Field } from 'payload'

/** A link an editor types: a site path (from the route table) or a full external URL. */
export const linkFields = (prefix = ''): Field[] => [
  { name: `${prefix}has_link`, type: 'checkbox', defaultValue: false },
  {
    name: `${prefix}link`,
    type: 'text',
    admin: { condition: (_, sibling) => Boolean(sibling?.[`${prefix}has_link`]) },
    validate: (value: unknown) =>
      !value || (typeof value === 'string' && /^(\/|https?:\/\/)/.test(value)) || 'Use a site path starting with / or a full http(s) URL',
  },
  {
    name: `${prefix}link_text`,
    type: 'text',
    localized: true,
    admin: { condition: (_, sibling) => Boolean(sibling?.[`${prefix}has_link`]) },
  },
]
