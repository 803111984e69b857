import { brandName } from '@/site.config'
import type { AudioCategory, VideoCategory } from '@/lib/media-categories'
import type { FilmId } from '../films'
import type { RichTextPart } from '../richText'

/**
 * Ten audio items and ten videos of the media section (every person invented). The recordings are
 * short generated chords (src/seed/files.ts) standing in for real ones; each video plays its
 * generated film (src/seed/films), the first ones the YouTube ids of SEED_VIDEO_IDS instead when set.
 */
export type AudioSeed = {
  slug: string
  year: number
  category: AudioCategory
  chord: number[]
  title: string
  summary: string
  transcript: RichTextPart[]
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

export const AUDIO_SECONDS = 6

export const audioItems: AudioSeed[] = [
  {
    slug: 'a-planters-first-season',
    year: 2026,
    category: 'interviews',
    chord: [196, 246.94, 293.66],
    title: 'A planter’s first season',
    summary: 'Chamari Dissanayake took over the upper division at Kirikanda last year. She talks about her first quality season in charge.',
    transcript: [
      '**Interviewer:** What surprised you most in your first season?',
      '**Chamari:** How much of the work is listening. The pluckers know every field; the factory officer knows the leaf. My job is to hear them early enough.',
      '**Interviewer:** And the tea?',
      '**Chamari:** The tea tells you if you listened. This year’s Uva invoices were the best the division has made in ten years.',
    ],
  },
  {
    slug: 'why-we-still-wither-by-hand',
    year: 2026,
    category: 'radio',
    chord: [220, 277.18, 329.63],
    title: 'Why we still wither by hand',
    summary: 'A radio feature from the withering lofts of our oldest factory, where the windows are still opened by hand each night.',
    transcript: [
      '**Narrator:** Above the factory floor, the lofts are dark and cool. Leaf lies on long troughs, and the air moves through it all night.',
      '**Factory officer:** Machines could do this. But the weather changes every hour up here, and a person at the window changes with it.',
    ],
  },
  {
    slug: 'dawn-muster-at-kirikanda',
    year: 2025,
    category: 'soundscapes',
    chord: [174.61, 220, 261.63],
    title: 'Dawn muster at Kirikanda',
    summary: 'Four minutes of the estate waking up: birdsong, the muster bell, and the first baskets heading out to the fields.',
    transcript: [
      'A recording without speech. Birdsong from the shade trees; at about one minute, the muster bell rings twice. Voices gather and fade as the plucking gangs walk out to the fields. The recording ends with the sound of the stream below the factory.',
    ],
  },
  {
    slug: 'tea-and-the-city',
    year: 2025,
    category: 'talks',
    chord: [261.63, 329.63, 392],
    title: 'Tea and the city: a talk on Colombo’s tea trade',
    summary: 'Our trade director on how Colombo became the world’s largest tea auction, from a lecture given at the city’s maritime museum.',
    transcript: [
      '**Speaker:** The first public tea auction in Colombo was held in 1883, with one lot. Today the auction sells more than six million kilograms in a busy week.',
      '**Speaker:** What has not changed is the catalogue. Every lot is still tasted by every broker before a single bid is made.',
    ],
  },
  {
    slug: 'rain-on-the-tin-roof',
    year: 2024,
    category: 'soundscapes',
    chord: [146.83, 185, 220],
    title: 'Rain on the tin roof',
    summary: 'The monsoon arriving at Malhena, recorded from the estate’s weighing shed.',
    transcript: [
      'A recording without speech. Light rain on a corrugated roof grows into a downpour over the first two minutes. Water runs in the drains beside the shed; a dog barks once in the distance.',
    ],
  },
  {
    slug: 'the-taster-who-never-adds-sugar',
    year: 2024,
    category: 'interviews',
    chord: [233.08, 293.66, 349.23],
    title: 'The taster who never adds sugar',
    summary: `Ravi Fernando, ${brandName}’s head taster, on twenty-six years of slurping, spitting and writing one-word notes.`,
    transcript: [
      '**Interviewer:** Do you ever drink tea just for pleasure?',
      '**Ravi:** Every evening. One cup, no milk, no sugar, whatever I liked best that day at the bench.',
      '**Interviewer:** And what did you like best today?',
      '**Ravi:** A small Dimbula from a garden nobody knows. That is the joy of the job.',
    ],
  },
  {
    slug: 'seventy-years-of-tea-radio',
    year: 2023,
    category: 'radio',
    chord: [196, 261.63, 329.63],
    title: 'How Kirikanda began, on the radio',
    summary: 'A radio feature: former pluckers, tasters and drivers remember how the company began at Kirikanda.',
    transcript: [
      '**Narrator:** In 1979 the company had one estate, one lorry and one taster, who was also the founder.',
      '**Former driver:** I drove the tea to Colombo twice a week. Eight hours each way, and the founder always asked how the roads were before she asked about the tea.',
    ],
  },
  {
    slug: 'brewing-for-a-crowd',
    year: 2023,
    category: 'talks',
    chord: [293.66, 369.99, 440],
    title: 'Brewing for a crowd',
    summary: 'A talk for hotel and café teams: how to serve a hundred cups that all taste like the first.',
    transcript: [
      '**Speaker:** The enemy of good tea in a busy kitchen is the stewed pot. Brew in small batches, time every one, and never keep tea on the leaf.',
      '**Speaker:** Weigh the leaf. A spoon is a guess; a scale is a standard.',
    ],
  },
  {
    slug: 'the-estate-school-choir',
    year: 2022,
    category: 'soundscapes',
    chord: [220, 261.63, 349.23],
    title: 'The estate school choir',
    summary: 'The children of the Kirikanda estate school sing at the opening of their new library, funded by the foundation.',
    transcript: [
      'A recording of a children’s choir singing a Sinhala folk song, followed by applause and a short welcome from the head teacher, who thanks the foundation and the estate’s workers for the new library.',
    ],
  },
  {
    slug: 'what-makes-ceylon-tea-ceylon',
    year: 2022,
    category: 'interviews',
    chord: [164.81, 207.65, 246.94],
    title: 'What makes Ceylon tea Ceylon?',
    summary: 'A conversation on origin, altitude and the rules that protect the name of tea grown in Sri Lanka.',
    transcript: [
      '**Interviewer:** Can any tea packed in Sri Lanka be called Ceylon tea?',
      '**Guest:** No. It has to be grown and made here, in full. The lion logo on a pack tells you that, and the seven growing regions each have a taste of their own.',
    ],
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
