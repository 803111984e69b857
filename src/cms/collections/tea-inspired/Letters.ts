import { letterUrl } from '@/lib/tea-inspired/letter-links'
import { dateField } from '../../fields/date-parts'
import { imageField } from '../../fields/media'
import { slugField } from '../../fields/slug'
import { titleField } from '../../fields/text'
import { lexicalToText } from '../../search/plain-text'
import { defineContentCollection } from '../defineContentCollection'
import { entryWithSeo } from '../../search/source'

/** A pick is shown as a pull-quote on the curated page, so it needs the line to quote. */
export function pickExcerptError(picked: unknown, excerpt: unknown): string | null {
  return picked && !(typeof excerpt === 'string' && excerpt.trim()) ? 'An editors’ pick needs the line to quote on the tea-inspired letters page' : null
}

/**
 * Letters written to Mr Dalumara by guests, growers, chefs and schoolchildren. One collection, two
 * views (the `letters` block): the archive at routes.teaInspired.letters shows every letter in
 * full, each at its own anchor; the curated page at routes.teaInspired.inspiredLetters shows the
 * editors' picks as pull-quotes that lead to those anchors.
 */
export const Letters = defineContentCollection({
  slug: 'letters',
  previewPath: (doc) => letterUrl(String(doc.slug ?? '')),
  labels: ['Letter', 'Letters'],
  group: 'Tea Inspired',
  columns: ['writer', 'place', 'date', 'picked'],
  defaultSort: '-date',
  fields: [
    titleField({ admin: { description: 'A heading for the letter, e.g. “A cup in the snow”' } }),
    slugField({ description: 'Ends the link that leads straight to this letter on the archive page, e.g. …#a-cup-in-the-snow. Lower-case words joined by hyphens.' }),
    { name: 'writer', type: 'text', required: true, admin: { description: 'Who wrote it, as they signed it' } },
    { name: 'writer_role', type: 'text', localized: true, admin: { description: 'Who the writer is, e.g. “Pastry chef, Hotel Lindenhof” or “Aged 10”' } },
    { name: 'place', type: 'text', localized: true, admin: { description: 'Where it was written: town and country' } },
    dateField(),
    { name: 'text', type: 'richText', required: true, localized: true, admin: { description: 'The letter as written (translated where it was not written in English)' } },
    imageField('scan', { admin: { description: 'A scan or photograph of the letter, if we have one. Its alt text should say what the page shows.' } }),
    {
      name: 'picked',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      label: 'Editors’ pick',
      admin: { position: 'sidebar', description: 'Shown as a pull-quote on the “letters tea inspired” page' },
    },
    {
      name: 'excerpt',
      type: 'textarea',
      localized: true,
      admin: { description: 'The line quoted on the “letters tea inspired” page: a sentence or two, in the writer’s own words. Needed for an editors’ pick.' },
      validate: (value: unknown, { siblingData }: { siblingData: Partial<{ picked: unknown }> }) => pickExcerptError(siblingData?.picked, value) ?? true,
    },
  ],
  search: {
    label: { en: 'Letter', de: 'Brief' },
    priority: 2,
    toEntry: (letter) => entryWithSeo(letter, { title: letter.title, url: letterUrl(letter.slug), excerpt: letter.excerpt, text: [letter.writer, letter.writer_role, letter.place, lexicalToText(letter.text)] }),
  },
})
