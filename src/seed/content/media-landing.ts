import { routes } from '@/routes'
import { brandName } from '@/site.config'
import type { Locale, MediaIds, PageBlock } from '../build'
import type { ImageKey } from '../images/catalogue'

/**
 * The media landing's blocks (src/seed/content/company.ts, `mediaRoot`): the covers of the four
 * media listings, the featured stories marked for the media pages, and the social wall.
 */
type CoverSeed = { image: ImageKey; link: string; header: string; title: string; description: string }

export const mediaCoverSeeds: CoverSeed[] = [
  {
    image: 'mediaCoverNews',
    link: routes.media.news(),
    header: 'Latest news',
    title: 'News from the estates',
    description: 'Harvest reports, openings and announcements from the family, the estates and the Foundation.',
  },
  {
    image: 'mediaCoverEvents',
    link: routes.media.events(),
    header: 'Events',
    title: 'Meet us in the hills and in your city',
    description: 'Tastings, estate open days and tea masterclasses, with the dates still to come first.',
  },
  {
    image: 'mediaCoverBlog',
    link: routes.media.teaBlog(),
    header: 'Tea blog',
    title: 'Notes from the tasting room',
    description: 'Brewing tips, recipes and stories, written by the people who grow, make and taste our tea.',
  },
  {
    image: 'mediaCoverPress',
    link: routes.media.inPress(),
    header: 'Press',
    title: `${brandName} in the press`,
    description: 'Press releases, coverage and pictures for journalists. For interviews and estate visits, write to media@dalumara.example.',
  },
]

export const mediaCovers = (_locale: Locale, media: MediaIds): PageBlock => ({
  blockType: 'mediaCovers',
  items: mediaCoverSeeds.map((cover) => ({ ...cover, image: media[cover.image] })),
})

export const MEDIA_FEATURED_TITLE = 'Featured stories'

export const mediaFeaturedStories = (): PageBlock => ({
  blockType: 'featuredStories',
  title: MEDIA_FEATURED_TITLE,
  story_type: 'featured',
  count: 3,
  media_only: true,
})

export const MEDIA_SOCIAL_TITLE = 'Follow us'

export const mediaSocialWall = (): PageBlock => ({
  blockType: 'socialWall',
  title: MEDIA_SOCIAL_TITLE,
  intro: 'The latest from our estates, our kitchen and the Foundation, on the networks where we post.',
  count: 12,
})
