import { brandName } from '@/site.config'
import type { AudioCategory, VideoCategory } from '@/lib/media/media-categories'
import type { FilmId } from '../films'
import type { audioScripts } from '../recordings/audio-scripts'

/**
 * Ten audio items and ten videos of the media section (every person invented). Each audio item plays
 * its voiced script (src/seed/recordings), which is also its transcript; each video plays its
 * generated film (src/seed/films), the first ones the YouTube ids of SEED_VIDEO_IDS instead when set.
 */
export type AudioSeed = {
  /** Also names its script in src/seed/recordings/audio-scripts.ts. */
  slug: keyof typeof audioScripts
  year: number
  category: AudioCategory
  title: string
  summary: string
}

export type VideoSeed = {
  slug: string
  year: number
  category: VideoCategory
  /** The generated film it plays (its poster is the thumbnail). */
  film: FilmId
  title: string
  description: string
}

export const audioItems: AudioSeed[] = [
  {
    slug: 'a-planters-first-season',
    year: 2026,
    category: 'interviews',
    title: 'A planter’s first season',
    summary: 'Chamari Dissanayake took over the upper division at Kirikanda last year. She talks about her first quality season in charge.',
  },
  {
    slug: 'why-we-still-wither-by-hand',
    year: 2026,
    category: 'radio',
    title: 'Why we still wither by hand',
    summary: 'A radio feature from the withering lofts of our oldest factory, where the windows are still opened by hand each night.',
  },
  {
    slug: 'dawn-muster-at-kirikanda',
    year: 2025,
    category: 'soundscapes',
    title: 'Dawn muster at Kirikanda',
    summary: 'The estate waking up, told by its field supervisor: the wind in the shade trees, the muster at six, and the plucking gangs walking out to the fields.',
  },
  {
    slug: 'tea-and-the-city',
    year: 2025,
    category: 'talks',
    title: 'Tea and the city: a talk on Colombo’s tea trade',
    summary: 'Our trade director on how Colombo became the world’s largest tea auction, from a lecture given at the city’s maritime museum.',
  },
  {
    slug: 'rain-on-the-tin-roof',
    year: 2024,
    category: 'soundscapes',
    title: 'Rain on the tin roof',
    summary: 'The monsoon arriving at Malhena, recorded from the estate’s weighing shed.',
  },
  {
    slug: 'the-taster-who-never-adds-sugar',
    year: 2024,
    category: 'interviews',
    title: 'The taster who never adds sugar',
    summary: `Ravi Fernando, ${brandName}’s head taster, on twenty-six years of slurping, spitting and writing one-word notes.`,
  },
  {
    slug: 'seventy-years-of-tea-radio',
    year: 2023,
    category: 'radio',
    title: 'How Kirikanda began, on the radio',
    summary: 'A radio feature: a former driver and a former plucker remember how the company began at Kirikanda.',
  },
  {
    slug: 'brewing-for-a-crowd',
    year: 2023,
    category: 'talks',
    title: 'Brewing for a crowd',
    summary: 'A talk for hotel and café teams: how to serve a hundred cups that all taste like the first.',
  },
  {
    slug: 'opening-the-estate-school-library',
    year: 2022,
    category: 'talks',
    title: 'Opening the estate school library',
    summary: 'The head teacher of the Kirikanda estate school and one of its pupils open the new library, funded by the foundation.',
  },
  {
    slug: 'what-makes-ceylon-tea-ceylon',
    year: 2022,
    category: 'interviews',
    title: 'What makes Ceylon tea Ceylon?',
    summary: 'A conversation on origin, altitude and the rules that protect the name of tea grown in Sri Lanka.',
  },
]

export const videoItems: VideoSeed[] = [
  {
    slug: 'a-year-on-the-estate',
    year: 2026,
    category: 'brand-films',
    film: 'estate-year',
    title: 'A year on the estate',
    description: 'Twelve months of one tea garden at a glance: the morning mist, the monsoons and the plucking rounds that come back every week.',
  },
  {
    slug: 'how-to-brew-iced-tea',
    year: 2026,
    category: 'how-to',
    film: 'iced-tea',
    title: 'How to brew iced tea without bitterness',
    description: 'Flash-chilled in a minute: tea brewed at double strength and poured straight over ice, so it stays clear and never bitter.',
  },
  {
    slug: 'inside-the-withering-lofts',
    year: 2025,
    category: 'estates',
    film: 'withering-lofts',
    title: 'Inside the withering lofts',
    description: 'A night in the lofts of the Kirikanda factory, where the leaf rests before it is rolled.',
  },
  {
    slug: 'colombo-tea-auction-week',
    year: 2025,
    category: 'events',
    film: 'tasting-bench',
    title: 'Auction week in Colombo',
    description: 'Before anyone bids at the world’s largest tea auction, every lot is tasted: a morning at the tasting bench in auction week.',
  },
  {
    slug: 'the-perfect-cup',
    year: 2024,
    category: 'how-to',
    film: 'perfect-cup',
    title: 'The perfect cup, step by step',
    description: 'Fresh water, the right temperature, a timer and a warm pot: the seven rules of a good cup of black tea.',
  },
  {
    slug: 'forest-corridors-film',
    year: 2024,
    category: 'estates',
    film: 'forest-corridors',
    title: 'Forest corridors',
    description: 'Why we give back land to the forest between our estates, and what has come back to live there.',
  },
  {
    slug: 'seventy-years-in-tea',
    year: 2023,
    category: 'brand-films',
    film: 'seventy-years',
    title: 'A life in tea',
    description: `Kamala ${brandName}’s life in tea, from a factory’s weighing books to a family of gardens, told by the people who lived it.`,
  },
  {
    slug: 'tea-lounge-opening',
    year: 2023,
    category: 'events',
    film: 'tea-lounge',
    title: 'Opening the Colombo tea lounge',
    description: 'The first afternoon at our tea lounge, with the chefs and tea makers who created its menu.',
  },
  {
    slug: 'monsoon-on-malhena-film',
    year: 2022,
    category: 'estates',
    film: 'monsoon-rain',
    title: 'Monsoon on Malhena',
    description: 'The south-west monsoon reaches our Dimbula estate: a short film about rain, soil and the teas that follow.',
  },
  {
    slug: 'from-leaf-to-cup',
    year: 2022,
    category: 'brand-films',
    film: 'rolling-table',
    title: 'From leaf to cup',
    description: 'Plucked and withered overnight, the leaf comes to the rolling table, where black tea really begins; then firing, sorting and tasting.',
  },
]
