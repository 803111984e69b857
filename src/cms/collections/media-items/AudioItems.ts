import { AUDIO_CATEGORIES, AUDIO_CATEGORY_LABELS } from '@/lib/media/media-categories'
import { mediaItemUrl } from '@/lib/media/media-item-url'
import { audioField } from '../../fields/media'
import { titleField } from '../../fields/text'
import { fileOrLinkError, fileOrLinkFields, httpUrlError } from '../../fields/url'
import { lexicalToText } from '../../search/plain-text'
import { slugField } from '../../fields/slug'
import { defineContentCollection } from '../defineContentCollection'
import { mediaItemPreview } from './media-item-preview'
import { subCategoryField, yearField } from './media-item-fields'
import { entryWithSeo } from '../../search/source'

/** Where the recording is played from: an uploaded file, or else a stream address. At least one. */
export function audioSourceError(file: unknown, url: unknown): string | null {
  return fileOrLinkError(file, url, 'Upload the recording or give the address it streams from', httpUrlError)
}

/**
 * An audio item of the media section (/media/audios): interviews, talks, radio features. Played
 * with the browser's own controls, never lazy-loaded (site spec), with its transcript beside it
 * (the text alternative for visitors who cannot listen). Listed by year and sub-category.
 */
export const AudioItems = defineContentCollection({
  slug: 'audio-items',
  previewPath: mediaItemPreview('audio'),
  labels: ['Audio item', 'Audio items'],
  group: 'Media centre',
  columns: ['year', 'sub_category'],
  defaultSort: '-year',
  fields: [
    titleField(),
    slugField({ description: 'Ends the link that leads straight to this item on the listing page, e.g. …#a-cup-in-the-snow. Lower-case words joined by hyphens.' }),
    yearField(),
    subCategoryField(AUDIO_CATEGORIES, AUDIO_CATEGORY_LABELS),
    { name: 'summary', type: 'textarea', localized: true, admin: { description: 'One or two sentences under the title' } },
    ...fileOrLinkFields({
      file: audioField('audio_file', { admin: { description: 'The recording (MP3, WAV, OGG…).' } }),
      link: { name: 'stream_url', admin: { description: 'Or, instead of a file, the address the recording streams from (a full http(s) URL to an audio file or stream).' } },
      error: audioSourceError,
    }),
    { name: 'duration_seconds', type: 'number', min: 0, admin: { description: 'Length of the recording, in seconds' } },
    { name: 'transcript', type: 'richText', localized: true, admin: { description: 'What is said, for visitors who cannot listen' } },
  ],
  search: {
    label: { en: 'Audio', de: 'Audio' },
    priority: 2,
    toEntry: (item) => entryWithSeo(item, { title: item.title, url: mediaItemUrl('audio', item), excerpt: item.summary, text: [item.summary, lexicalToText(item.transcript)] }),
  },
})
