/**
 * The sub-categories of the audio and video listings: fixed lists, so the REST calls can refuse an
 * unknown one with a 400 and the cached reads stay a bounded set. Their visitor-facing names are in
 * the dictionary (mediaItems.audioCategories / videoCategories); these labels are the admin's.
 * Shared by the collections, the data module, the REST calls and the listing filters.
 */
export const AUDIO_CATEGORIES = ['interviews', 'talks', 'radio', 'soundscapes'] as const
export const VIDEO_CATEGORIES = ['brand-films', 'how-to', 'estates', 'events'] as const

export type AudioCategory = (typeof AUDIO_CATEGORIES)[number]
export type VideoCategory = (typeof VIDEO_CATEGORIES)[number]

export const AUDIO_CATEGORY_LABELS: Record<AudioCategory, string> = {
  interviews: 'Interviews',
  talks: 'Talks and lectures',
  radio: 'Radio features',
  soundscapes: 'Estate soundscapes',
}

export const VIDEO_CATEGORY_LABELS: Record<VideoCategory, string> = {
  'brand-films': 'Brand films',
  'how-to': 'How to',
  estates: 'On the estates',
  events: 'Events',
}

export const isAudioCategory = (value: unknown): value is AudioCategory => AUDIO_CATEGORIES.includes(value as AudioCategory)
export const isVideoCategory = (value: unknown): value is VideoCategory => VIDEO_CATEGORIES.includes(value as VideoCategory)

/** The years a media item may carry: those a listing's year filter accepts (LISTING_YEARS). */
export const MEDIA_YEAR_MIN = 1900
export const MEDIA_YEAR_MAX = 2100

/** An eleven-character YouTube video id (what follows `v=` in a watch address). */
export const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/
