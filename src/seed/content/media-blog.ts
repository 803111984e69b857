import { routes } from '@/routes'
import { brandName } from '@/site.config'
import type { Locale } from '../build'
import type { PageSeed } from './types'

/**
 * The tea blog's three pages (its posts: src/seed/media-items/blog-posts.ts), each with its own job:
 * - the listing (routes.media.teaBlog()): the archive, every post, filtered by year, month and
 *   category; its title, header image and SEO are the spec's header_tea_blog;
 * - the blog landing (routes.blog): the front page for browsing, the editors' featured posts and
 *   each category's newest posts, every row leading into the listing;
 * - the tea journal (routes.teaJournal): a page for reading, the newest posts with their opening
 *   paragraphs, then featured stories from across the site, as one long reading list.
 */
const de = (locale: Locale, en: string, german: string) => (locale === 'de' ? german : en)

export const BLOG_LISTING_TITLE = `${brandName} tea blog`

const listing: PageSeed = {
  path: routes.media.teaBlog(),
  headerImage: 'bannerBlog',
  copy: {
    en: { title: BLOG_LISTING_TITLE, intro: 'Every post from our tasters, planters and cooks: brewing, the estates, tea at the table and the people behind the cup. Filter by category, year or month.' },
    de: { title: `${brandName} Tee-Blog`, intro: 'Alle Beiträge unserer Verkoster, Pflanzer und Köche: Zubereitung, die Teegärten, Tee bei Tisch und die Menschen hinter der Tasse. Filtern Sie nach Kategorie, Jahr oder Monat.' },
  },
  blocks: [{ blockType: 'custom', build: (locale) => ({ blockType: 'teaBlogList', title: de(locale, 'All posts', 'Alle Beiträge'), page_size: 9 }) }],
  seo: {
    en: {
      title: `${brandName} tea blog: brewing, estates and tea at the table`,
      description: 'Brewing tips, recipes and stories from our Ceylon tea estates, written by the people who grow, make and taste our tea.',
      keywords: 'tea blog, Ceylon tea, how to brew tea, tea recipes, tea estates',
    },
  },
}

export const BLOG_FEATURED_TITLE = 'Featured posts'
export const BLOG_BY_CATEGORY_TITLE = 'Browse by category'

const blog: PageSeed = {
  path: routes.blog,
  headerImage: 'bannerMedia',
  copy: {
    en: { title: 'The Blog', intro: `Start here: the posts our editors would read first, and the newest from each corner of the ${brandName} tea blog.` },
    de: { title: 'Der Blog', intro: `Fangen Sie hier an: die Beiträge, die unsere Redaktion zuerst lesen würde, und das Neueste aus jeder Ecke des ${brandName} Tee-Blogs.` },
  },
  blocks: [
    {
      blockType: 'custom',
      build: (locale) => ({ blockType: 'blogPosts', title: de(locale, BLOG_FEATURED_TITLE, 'Empfohlene Beiträge'), selection: 'featured', count: 3, layout: 'cards', show_all_link: false }),
    },
    { blockType: 'custom', build: (locale) => ({ blockType: 'blogByCategory', title: de(locale, BLOG_BY_CATEGORY_TITLE, 'Nach Kategorie stöbern'), per_category: 3 }) },
    {
      blockType: 'content',
      link: routes.teaJournal,
      copy: {
        en: {
          header: 'In the mood for a longer read?',
          body: ['The Tea Journal gathers our newest posts with their opening paragraphs, and the stories we are proudest of from the estates, the kitchen and the Foundation: a page to sit down with, cup in hand.'],
          linkText: 'Open the Tea Journal',
        },
        de: {
          header: 'Lust auf eine längere Lektüre?',
          body: ['Das Tee-Journal versammelt unsere neuesten Beiträge mit ihren ersten Absätzen und die Geschichten aus den Teegärten, der Küche und der Stiftung, auf die wir am stolzesten sind: eine Seite zum Hinsetzen, die Tasse in der Hand.'],
          linkText: 'Zum Tee-Journal',
        },
      },
    },
  ],
  seo: {
    en: {
      title: `The ${brandName} blog: featured posts and the latest by category`,
      description: 'Featured posts and the newest writing on brewing, the estates, tea at the table and the people behind our Ceylon tea.',
      keywords: 'tea blog, Ceylon tea stories, tea tips',
    },
  },
}

export const JOURNAL_POSTS_TITLE = 'New in the journal'
export const JOURNAL_STORIES_TITLE = 'Stories from the estates and beyond'

const journal: PageSeed = {
  path: routes.teaJournal,
  headerImage: 'bannerValues',
  copy: {
    en: { title: 'The Tea Journal', intro: 'Long reads for a slow cup: the newest pieces from our blog, opened at their first paragraphs, and the stories that tell what the family, the estates and the Foundation are doing.' },
    de: { title: 'Das Tee-Journal', intro: 'Lange Texte für eine ruhige Tasse: die neuesten Stücke aus unserem Blog, aufgeschlagen bei ihren ersten Absätzen, und die Geschichten darüber, was die Familie, die Teegärten und die Stiftung tun.' },
  },
  blocks: [
    {
      blockType: 'custom',
      build: (locale) => ({ blockType: 'blogPosts', title: de(locale, JOURNAL_POSTS_TITLE, 'Neu im Journal'), selection: 'latest', count: 5, layout: 'reading', show_all_link: true }),
    },
    {
      blockType: 'custom',
      build: (locale) => ({ blockType: 'featuredStories', title: de(locale, JOURNAL_STORIES_TITLE, 'Geschichten aus den Teegärten und darüber hinaus'), story_type: 'featured', count: 4, media_only: false, layout: 'reading' }),
    },
    {
      blockType: 'custom',
      build: (locale) => ({ blockType: 'featuredStories', title: de(locale, 'Inspired by tea', 'Vom Tee inspiriert'), story_type: 'tea_inspired', count: 3, media_only: false, layout: 'reading' }),
    },
    {
      blockType: 'content',
      link: routes.blog,
      copy: {
        en: {
          header: 'Looking for something in particular?',
          body: ['The blog’s front page sorts every post by what it is about: brewing and tasting, the estates, tea at the table, and the people and places behind the cup.'],
          linkText: 'Browse the blog by category',
        },
        de: {
          header: 'Suchen Sie etwas Bestimmtes?',
          body: ['Die Startseite des Blogs ordnet jeden Beitrag nach seinem Thema: Zubereitung und Verkostung, die Teegärten, Tee bei Tisch und die Menschen und Orte hinter der Tasse.'],
          linkText: 'Den Blog nach Kategorien durchsuchen',
        },
      },
    },
  ],
  seo: {
    en: {
      title: `The ${brandName} Tea Journal: long reads about Ceylon tea`,
      description: 'Long reads on brewing, tea estates, tea at the table and the people who make our Ceylon tea, with featured stories from across the site.',
      keywords: 'tea journal, tea long reads, Ceylon tea stories',
    },
  },
}

export const mediaBlogPages: PageSeed[] = [listing, blog, journal]
