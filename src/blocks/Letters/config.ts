import { choiceField } from '@/cms/fields/choice'
import { defineBlock, headingField } from '../block-config'

/**
 * The letters to Mr Dalumara (collection `letters`), shown one of two ways: the archive (every
 * letter in full, by decade) or the editors' picks (pull-quotes in a carousel, each linking to
 * its letter in the archive).
 */
export const Letters = defineBlock({
  slug: 'letters',
  labels: ['Letters', 'Letters'],
  fields: [
    headingField('Optional heading above the letters'),
    choiceField(
      'view',
      { archive: 'Archive: every letter in full, newest first', picks: 'Editors’ picks: pull-quotes in a carousel, linking to the archive' },
      { required: true, defaultValue: 'archive', admin: { description: 'The picks link to the letters page, so that page should hold the archive.' } },
    ),
  ],
})
