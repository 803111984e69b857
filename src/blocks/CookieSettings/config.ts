import { defineBlock } from '../block-config'

/** A heading, a line of text and the button that reopens the cookie banner (as the footer's does). */
export const CookieSettings = defineBlock({
  slug: 'cookieSettings',
  labels: ['Cookie settings', 'Cookie settings'],
  fields: [
    { name: 'header', type: 'text', localized: true },
    { name: 'text', type: 'textarea', localized: true },
  ],
})
