import type { Payload } from 'payload'
import type { MediaIds } from './build'
import { seedCatalogue } from './catalogue'
import { seedEBooks } from './e-books'
import { seedEstates } from './estates'
import { seedMediaItems } from './media-items'
import { seedShelves } from './gifts'
import { seedPodcasts } from './podcasts'
import { seedRecipes } from './recipes'
import { seedTestimonials } from './testimonials'
import { seedFeaturedStories, seedSocialWall } from './media-editorial'
import { seedEvents } from './media-items/events'
import { seedNews } from './media-items/news'
import { seedPress } from './media-items/press'
import { seedBlog } from './media-items/blog'
import { seedInspiredGalleries } from './tea-inspired-galleries'
import { seedTeaInspiredWishes } from './tea-inspired-wishes'
import { seedLetters } from './letters'
import { seedInspirationBooks } from './inspiration-books'

/**
 * Seeders of the item collections (estates, testimonials, podcasts…), run after the pages. Each
 * creates what is missing (src/seed/upsert-document.ts) and returns how many documents it created.
 * Adding a collection's seed is one file under src/seed/ and one line here.
 */
export type CollectionSeeder = (payload: Payload, media: MediaIds) => Promise<number>

export const collectionSeeders: CollectionSeeder[] = [
  seedEstates,
  seedTestimonials,
  seedPodcasts,
  seedEBooks,
  seedShelves,
  seedRecipes,
  // After the estates: products name the estate their leaf comes from.
  seedCatalogue,
  seedFeaturedStories,
  seedSocialWall,
  seedNews,
  seedEvents,
  seedPress,
  // Media: image albums, audio and video.
  seedMediaItems,
  // Media: the tea blog.
  seedBlog,
  // Tea Inspired: photographers, albums, tea inspired me and artists.
  seedInspiredGalleries,
  // Tea Inspired: commemorative teas (after the catalogue: some name their product) and video wishes.
  seedTeaInspiredWishes,
  // Tea Inspired: letters to Mr Dalumara and the inspiration books.
  seedLetters,
  seedInspirationBooks,
]
