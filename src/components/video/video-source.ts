/** What kind of player a video URL needs: a YouTube id (embedded on demand) or a plain file. */
export type VideoSource = { kind: 'youtube'; id: string } | { kind: 'file'; url: string }

const YOUTUBE = /(?:youtube(?:-nocookie)?\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/)|youtu\.be\/)([A-Za-z0-9_-]{11})/

export function videoSource(url: string): VideoSource | null {
  const id = url.match(YOUTUBE)?.[1]
  if (id) return { kind: 'youtube', id }
  if (/^(\/|https:\/\/)/.test(url) && /\.(mp4|webm|ogv|mov)(\?|$)/i.test(url)) return { kind: 'file', url }
  return null
}
