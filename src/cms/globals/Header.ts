import { navLinkFields } from '../fields/navLink'
import { navigationGlobal } from './navigation'

/** The mega-menu: six top-level sections, each with columns of links. */
export const Header = navigationGlobal('header', [
  {
    name: 'menus',
    type: 'array',
    maxRows: 8,
    fields: [
      { name: 'label', type: 'text', required: true, localized: true },
      { name: 'section', type: 'text', required: true, admin: { description: 'The path prefix this menu covers, e.g. /all-about-tea' } },
      { name: 'intro', type: 'textarea', localized: true },
      {
        name: 'columns',
        type: 'array',
        fields: [
          { name: 'heading', type: 'text', localized: true },
          { name: 'links', type: 'array', fields: navLinkFields() },
        ],
      },
    ],
  },
])
