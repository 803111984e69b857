import type { Media, PodcastEpisode, PodcastSeries } from '@/payload-types'

/** An episode's own cover, else its series' cover (the series read on its own, with its images). */
export function episodeCover(episode: PodcastEpisode, series?: PodcastSeries | null): Media | null {
  if (typeof episode.cover_image === 'object' && episode.cover_image) return episode.cover_image
  return series && typeof series.cover_image === 'object' ? series.cover_image : null
}
