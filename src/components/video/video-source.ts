import { mediaSrc } from '@/lib/media/media-url'

/** What kind of player a video URL needs: a YouTube id (embedded on demand) or a plain file. */
export type VideoSource = { kind: 'youtube'; id: string } | { kind: 'file'; url: string }

const YOUTUBE = /(?:youtube(?:-nocookie)?\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/)|youtu\.be\/)([A-Za-z0-9_-]{11})/

export function videoSource(url: string): VideoSource | null {
  const id = url.match(YOUTUBE)?.[1]
  if (id) return { kind: 'youtube', id }
  if (/^(\/|https:\/\/)/.test(url) && /\.(mp4|webm|ogv|mov)(\?|$)/i.test(url)) return { kind: 'file', url }
  return null
}

/**
 * The address the video popup plays for a stored video: the YouTube watch address of its id, else
 * its uploaded file's (as a site path where the site serves it); null when it has neither yet.
 */
export function playableUrl(youtubeId: string | null | undefined, fileUrl: string | null | undefined): string | null {
  if (youtubeId) return `https://www.youtube.com/watch?v=${youtubeId}`
  return fileUrl ? mediaSrc(fileUrl) : null
}
