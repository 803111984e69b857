import type { PodcastEpisode, PodcastSeries } from '@/payload-types'
import { findAll, findBySlug, findOne } from './content'
import type { Variant } from '@/config/variant'

/** A series with its episodes, newest first: one of the podcasts page's sections. */
export type PodcastSection = { series: PodcastSeries; episodes: PodcastEpisode[] }

/** The series of a country (its own plus GLOBAL's), in the editors' order. */
export function listPodcastSeries(variant: Variant): Promise<PodcastSeries[]> {
  return findAll('podcast-series', variant, { sort: ['order', 'title'] })
}

/** A country's episodes, newest first; of one series when its slug is given. */
export function listPodcastEpisodes(variant: Variant, seriesSlug?: string): Promise<PodcastEpisode[]> {
  return findAll('podcast-episodes', variant, { where: seriesSlug ? { series_slug: { equals: seriesSlug } } : undefined, sort: ['-published_on', 'slug'] })
}

export function getPodcastSeries(slug: string, variant: Variant): Promise<PodcastSeries | null> {
  return findBySlug('podcast-series', slug, variant)
}

/** One episode by its slug, only under the series its address names (else null: a 404). */
export async function getPodcastEpisode(seriesSlug: string, slug: string, variant: Variant): Promise<PodcastEpisode | null> {
  const episode = await findOne({ collection: 'podcast-episodes', variant, key: { field: 'slug', value: slug }, depth: 1 })
  return episode && episode.series_slug === seriesSlug ? episode : null
}

/**
 * The podcasts page: the featured episode (the newest one marked featured, else the newest of
 * all) and every series with its episodes. Series without episodes are left out.
 */
export async function getPodcastOverview(variant: Variant): Promise<{ featured: PodcastEpisode | null; sections: PodcastSection[] }> {
  const [series, episodes] = await Promise.all([listPodcastSeries(variant), listPodcastEpisodes(variant)])
  const featured = episodes.find((episode) => episode.featured) ?? episodes[0] ?? null
  const sections = series
    .map((one) => ({ series: one, episodes: episodes.filter((episode) => episode.series_slug === one.slug) }))
    .filter((section) => section.episodes.length > 0)
  return { featured, sections }
}
