import type { PodcastEpisode, PodcastSeries } from '@/payload-types'
import { findList, findOne } from './content'
import type { Variant } from '@/config/variant'

/** A series with its episodes, newest first: one of the podcasts page's sections. */
export type PodcastSection = { series: PodcastSeries; episodes: PodcastEpisode[] }

/** The series of a country (its own plus GLOBAL's), in the editors' order. */
export async function listPodcastSeries(variant: Variant): Promise<PodcastSeries[]> {
  const { docs } = await findList({ collection: 'podcast-series', variant, keyField: 'slug', sort: ['order', 'title'], size: 0, depth: 1 })
  return docs
}

/** A country's episodes, newest first; of one series when its slug is given. */
export async function listPodcastEpisodes(variant: Variant, seriesSlug?: string): Promise<PodcastEpisode[]> {
  const { docs } = await findList({
    collection: 'podcast-episodes',
    variant,
    keyField: 'slug',
    where: seriesSlug ? { series_slug: { equals: seriesSlug } } : undefined,
    sort: ['-published_on', 'slug'],
    size: 0,
    depth: 1,
  })
  return docs
}

export function getPodcastSeries(slug: string, variant: Variant): Promise<PodcastSeries | null> {
  return findOne({ collection: 'podcast-series', variant, key: { field: 'slug', value: slug }, depth: 1 })
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
