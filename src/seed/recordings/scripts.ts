import { audioScripts } from './audio-scripts'
import { podcastScripts } from './podcast-scripts'
import type { RecordingScript } from './types'

type PodcastId = `podcast-${keyof typeof podcastScripts}`
type AudioId = `audio-${keyof typeof audioScripts}`

/** Every recording's id: its kind and its episode's or item's slug (the seed's file name is built from it). */
export type RecordingId = PodcastId | AudioId

const prefixed = <K extends string, P extends string>(prefix: P, scripts: Record<K, RecordingScript>) =>
  Object.fromEntries(Object.entries(scripts).map(([slug, script]) => [`${prefix}-${slug}`, script])) as Record<`${P}-${K}`, RecordingScript>

export const recordingScripts: Record<RecordingId, RecordingScript> = { ...prefixed('podcast', podcastScripts), ...prefixed('audio', audioScripts) }

export const podcastRecording = (slug: keyof typeof podcastScripts): PodcastId => `podcast-${slug}`
export const audioRecording = (slug: keyof typeof audioScripts): AudioId => `audio-${slug}`
