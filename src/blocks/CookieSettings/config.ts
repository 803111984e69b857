import type { Block } from 'payload'

/** A heading, a line of text and the button that reopens the cookie banner (as the footer's does). */
export const CookieSettings: Block & { slug: 'cookieSettings' } = {
  slug: 'cookieSettings',
  interfaceName: 'CookieSettingsBlock',
  labels: { singular: 'Cookie settings', plural: 'Cookie settings' },
  fields: [
    { name: 'header', type: 'text', localized: true },
    { name: 'text', type: 'textarea', localized: true },
  ],
}
