import type { PageTypeName } from '@/routes'
import { contentPageTemplate } from './ContentPageTemplate'
import { podcastEpisodeTemplate } from './PodcastEpisodeTemplate'
import { podcastSeriesTemplate } from './PodcastSeriesTemplate'
import { eBookTemplate } from './EBookTemplate'
import { teaGardenTemplate } from './TeaGardenTemplate'
import { testErrorTemplate } from './TestErrorTemplate'
import type { Template } from './types'

/**
 * The template of each page type in src/routes.ts, keyed by its name. The home page and search
 * results have Next.js routes of their own (the home page has no frame; search renders per request).
 */
export const templates: Record<Exclude<PageTypeName, 'home' | 'search'>, Template> = {
  contentPage: contentPageTemplate,
  testError: testErrorTemplate,
  teaGarden: teaGardenTemplate,
  podcastSeries: podcastSeriesTemplate,
  podcastEpisode: podcastEpisodeTemplate,
  eBook: eBookTemplate,
}
