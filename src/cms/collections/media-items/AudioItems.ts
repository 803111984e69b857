import { audioField } from '../../fields/media'
import { fileOrLinkError, fileOrLinkFields, httpUrlError } from '../../fields/url'
import { lexicalToText } from '../../search/plain-text'
import { defineMediaItemCollection } from './media-item-collection'

/** Where the recording is played from: an uploaded file, or else a stream address. At least one. */
export function audioSourceError(file: unknown, url: unknown): string | null {
  return fileOrLinkError(file, url, 'Upload the recording or give the address it streams from', httpUrlError)
}

/**
 * An audio item of the media section (/media/audios): interviews, talks, radio features. Played
 * with the browser's own controls, never lazy-loaded (site spec), with its transcript beside it
 * (the text alternative for visitors who cannot listen). Listed by year and sub-category.
 */
export const AudioItems = defineMediaItemCollection({
  slug: 'audio-items',
  labels: ['Audio item', 'Audio items'],
  fields: [
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
    excerpt: (item) => item.summary,
    text: (item) => [item.summary, lexicalToText(item.transcript)],
  },
})
