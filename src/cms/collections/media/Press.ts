import { DEFAULT_LOCALE } from '@/config/variant'
import { routes } from '@/routes'
import { galleryField } from '../../fields/catalogue'
import { datedFields } from '../../fields/date-parts'
import { pdfField } from '../../fields/media'
import { slugCopyField } from '../../fields/slug-copy'
import { slugField } from '../../fields/slug'
import { titleField } from '../../fields/text'
import { fileOrLinkError } from '../../fields/url'
import { lexicalToText } from '../../search/plain-text'
import { defineContentCollection } from '../defineContentCollection'
import { entryWithSeo } from '../../search/source'

type Source = { body?: unknown; file?: unknown; link?: unknown }

const hasText = (body: unknown) => Boolean((body as { root?: { children?: { children?: unknown[] }[] } } | null)?.root?.children?.some((node) => node.children?.length))

/** Where the piece is read: its text here, a PDF, or an address elsewhere. At least one. */
export function pressSourceError({ body, file, link }: Source): string | null {
  return fileOrLinkError(hasText(body) || file, link, 'Write the text, upload a PDF or give the address where the piece can be read')
}

/**
 * The brand in the press (data-layer spec: press, press_by_name, press_categories): coverage,
 * releases and interviews, each with a category and sub-category from `press-categories`, the
 * publication, and the text, a PDF or a link to the original. Pages at routes.media.inPress(slug).
 */
export const Press = defineContentCollection({
  slug: 'press',
  labels: ['Press item', 'Press'],
  typescript: { interface: 'PressItem' },
  group: 'Media centre',
  columns: ['date', 'publication', 'category'],
  defaultSort: '-date',
  fields: [
    titleField(),
    slugField({ description: 'The last part of the item’s address, e.g. colombo-courier-estate-visit.' }),
    ...datedFields(),
    {
      name: 'category',
      type: 'relationship',
      relationTo: 'press-categories',
      required: true,
      filterOptions: { parent: { exists: false } },
    },
    {
      name: 'sub_category',
      type: 'relationship',
      relationTo: 'press-categories',
      // The chosen category's sub-categories only.
      filterOptions: ({ siblingData }) => {
        const category = (siblingData as { category?: number | { id: number } | null })?.category
        const id = category && typeof category === 'object' ? category.id : category
        return id ? { parent: { equals: id } } : { parent: { exists: true } }
      },
    },
    slugCopyField({ name: 'category_slug', from: 'category', collection: 'press-categories' }),
    slugCopyField({ name: 'sub_category_slug', from: 'sub_category', collection: 'press-categories' }),
    { name: 'publication', type: 'text', localized: true, admin: { description: 'Where it appeared, e.g. The Colombo Courier; empty for our own releases' } },
    { name: 'summary', type: 'textarea', required: true, localized: true, admin: { description: 'Two or three sentences for the card and search results' } },
    { name: 'body', type: 'richText', localized: true, admin: { description: 'The text, where we may show it; or else a PDF or a link below' } },
    pdfField('file', { admin: { description: 'The piece as a PDF (a clipping, a release)' } }),
    {
      name: 'link',
      type: 'text',
      admin: { description: 'Or the address where the piece can be read (a full http(s) URL)' },
      // The text is per language; a translation may leave it to the English one, so only the
      // default language's save must name a source.
      validate: (value: unknown, { siblingData, req }: { siblingData: Source; req?: { locale?: string | null } }) =>
        (req?.locale && req.locale !== DEFAULT_LOCALE ? null : pressSourceError({ ...siblingData, link: value })) ?? true,
    },
    galleryField(),
  ],
  search: {
    label: { en: 'Press', de: 'Presse' },
    priority: 3,
    toEntry: (item) => entryWithSeo(item, { title: item.title, url: routes.media.inPress(item.slug), excerpt: item.summary, text: [item.publication, item.summary, lexicalToText(item.body)] }),
  },
})
