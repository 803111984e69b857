import type { Page } from '@/payload-types'
import { routes } from '@/routes'
import { pictureOf, type Picture } from '@/lib/media/picture'
import { findFeaturedStories, toFeaturedStoryItem, type FeaturedStoryItem } from './featured-stories'
import { getPage } from './pages'
import type { Variant } from '@/config/variant'

/** One link of the section home's overview: a Tea Inspired page. */
export type TeaInspiredLink = { title: string; description: string | null; url: string; image: Picture | null }

/** The section home as GET /dmc-apis/tea_inspired_home answers it. */
export type TeaInspiredHome = {
  path: string
  title: string
  intro: string | null
  header_image: Picture | null
  /** The page's blocks as editors arranged them (content_1, sliders, content_2, show_us_link …), pictures as {url, alt, width, height}. */
  contents: unknown[]
  /** Every page the home's card grids link to, grouped as on the page. */
  sections: { title: string | null; pages: TeaInspiredLink[] }[]
  /** The newest featured stories of type tea_inspired, as many as the home's featured stories block shows. */
  featured_stories: FeaturedStoryItem[]
  seo: { meta_title: string | null; meta_description: string | null; keywords: string | null }
}

type Block = NonNullable<Page['contents']>[number]

/** Pictures in blocks are whole media documents at depth 1; the answer carries only what a client shows. */
function slimImages(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(slimImages)
  if (!value || typeof value !== 'object') return value
  if ('mimeType' in value && 'url' in value) return pictureOf(value, { sitePath: true })
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, slimImages(inner)]))
}

function overview(blocks: Block[]): TeaInspiredHome['sections'] {
  return blocks
    .filter((block) => block.blockType === 'cardGrid')
    .map((grid) => ({
      title: grid.title ?? null,
      pages: (grid.items ?? [])
        .filter((item) => item.link)
        .map((item) => ({ title: item.title, description: item.description ?? null, url: item.link!, image: pictureOf(item.image, { sitePath: true }) })),
    }))
}

/**
 * The Tea Inspired section home (routes.teaInspired.home) for a country and language, with the
 * country rule of src/data (a country's own record, else GLOBAL); null when none is published.
 */
export async function getTeaInspiredHome(variant: Variant): Promise<TeaInspiredHome | null> {
  const page = await getPage(routes.teaInspired.home, variant)
  if (!page) return null
  const blocks = page.contents ?? []
  const storiesBlock = blocks.find((block) => block.blockType === 'featuredStories' && block.story_type === 'tea_inspired')
  const count = storiesBlock?.blockType === 'featuredStories' ? storiesBlock.count : 3
  const stories = await findFeaturedStories({ kind: 'tea_inspired', page: 1, size: count }, variant)
  return {
    path: page.path,
    title: page.title,
    intro: page.intro ?? null,
    header_image: pictureOf(page.header_image, { sitePath: true }),
    contents: blocks.map(slimImages) as unknown[],
    sections: overview(blocks),
    featured_stories: stories.docs.map(toFeaturedStoryItem),
    seo: { meta_title: page.seo?.meta_title ?? null, meta_description: page.seo?.meta_description ?? null, keywords: page.seo?.keywords ?? null },
  }
}
