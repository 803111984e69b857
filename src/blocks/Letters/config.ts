import type { Block } from 'payload'

/**
 * The letters to Mr Dalumara (collection `letters`), shown one of two ways: the archive (every
 * letter in full, by decade) or the editors' picks (pull-quotes in a carousel, each linking to
 * its letter in the archive).
 */
export const Letters: Block & { slug: 'letters' } = {
  slug: 'letters',
  interfaceName: 'LettersBlock',
  labels: { singular: 'Letters', plural: 'Letters' },
  fields: [
    { name: 'title', type: 'text', localized: true, admin: { description: 'Optional heading above the letters' } },
    {
      name: 'view',
      type: 'select',
      required: true,
      defaultValue: 'archive',
      options: [
        { value: 'archive', label: 'Archive: every letter in full, newest first' },
        { value: 'picks', label: 'Editors’ picks: pull-quotes in a carousel, linking to the archive' },
      ],
      admin: { description: 'The picks link to the letters page, so that page should hold the archive.' },
    },
  ],
}
