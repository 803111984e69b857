import type { Payload, Where } from 'payload'
import { brandName } from '@/site.config'
import { seoData, t, type Locale, type MediaIds } from './build'
import type { Localized, SeoSeed } from './content/types'
import { ensureFile } from './files'
import type { ImageKey } from './images/catalogue'
import { podcastRecording, recordingFile, recordingSeconds, transcriptOf } from './recordings'
import type { podcastScripts } from './recordings/podcast-scripts'
import { richText, type RichTextPart } from './richText'
import { upsertDocument } from './upsert-document'

/**
 * Two podcast series with three episodes each (all people invented). Each episode plays its voiced
 * script (src/seed/recordings), which is also its transcript; the recordings are in English, so
 * every language's page shows the English transcript of what is said.
 */
type SeriesSeed = {
  slug: string
  cover: ImageKey
  copy: Localized<{ title: string; host: string; summary: string; description: RichTextPart[] }>
  seo: SeoSeed
}

type EpisodeSeed = {
  /** Also names its script in src/seed/recordings/podcast-scripts.ts. */
  slug: keyof typeof podcastScripts
  series: string
  number: number
  date: string
  featured?: boolean
  copy: Localized<{ title: string; summary: string; notes: RichTextPart[] }>
}

export const series: SeriesSeed[] = [
  {
    slug: 'from-the-estate',
    cover: 'podcastEstateCover',
    copy: {
      en: {
        title: 'From the Estate',
        host: 'Nadeesha Perera',
        summary: 'The people of our gardens on the work of a tea estate through the year: plucking, the factory, the weather and the land.',
        description: [
          'Nadeesha Perera grew up on Kirikanda, where her mother was a field supervisor, and manages the estate today. In this series she walks the gardens and the factory with the people who know them best, and asks them what outsiders never see.',
          'New episodes follow the seasons: the quality season in Uva, the monsoon on the western slopes, and the slower weeks of pruning and replanting.',
        ],
      },
      de: {
        title: 'Aus dem Teegarten',
        host: 'Nadeesha Perera',
        summary: 'Die Menschen unserer Gärten über die Arbeit eines Teeguts im Lauf des Jahres: Pflücken, Fabrik, Wetter und Land.',
        description: [
          'Nadeesha Perera ist auf Kirikanda aufgewachsen, wo ihre Mutter Feldaufseherin war, und leitet das Gut heute. In dieser Reihe geht sie mit den Menschen, die Gärten und Fabrik am besten kennen, durch beides und fragt, was Besucher nie zu sehen bekommen.',
          'Neue Folgen erscheinen im Takt der Jahreszeiten: die Qualitätssaison in Uva, der Monsun an den Westhängen und die ruhigeren Wochen, in denen zurückgeschnitten und neu gepflanzt wird.',
        ],
      },
    },
    seo: {
      en: {
        title: 'From the Estate: a tea estate podcast',
        description: 'A podcast from our tea gardens in Sri Lanka: plucking rounds, withering lofts, the monsoon and the people who make the tea.',
        keywords: 'tea estate podcast, Sri Lanka tea, plucking, tea factory',
      },
    },
  },
  {
    slug: 'the-tea-table',
    cover: 'podcastTableCover',
    copy: {
      en: {
        title: 'The Tea Table',
        host: 'Ravi Fernando',
        summary: `Our head taster on tasting, brewing and serving tea well, with questions sent in by ${brandName} drinkers.`,
        description: [
          'Ravi Fernando has tasted tea for a living for twenty-six years, the last twelve as our head taster in Colombo. Each episode takes one question about the cup in front of you, from water temperature to why some teas turn bitter, and answers it with a kettle and a tasting spoon.',
          'Send your own question through the contact page; the best ones make it onto the table.',
        ],
      },
      de: {
        title: 'Am Teetisch',
        host: 'Ravi Fernando',
        summary: `Unser leitender Verkoster über Verkosten, Zubereiten und Servieren, mit Fragen von ${brandName}-Trinkerinnen und -Trinkern.`,
        description: [
          'Ravi Fernando verkostet seit sechsundzwanzig Jahren beruflich Tee, die letzten zwölf als unser leitender Verkoster in Colombo. Jede Folge beantwortet eine Frage zur Tasse vor Ihnen, von der Wassertemperatur bis zur Frage, warum manche Tees bitter werden – mit Wasserkocher und Verkostungslöffel.',
          'Schicken Sie uns Ihre eigene Frage über die Kontaktseite; die besten kommen auf den Tisch.',
        ],
      },
    },
    seo: {
      en: {
        title: 'The Tea Table: a podcast on tasting and brewing tea',
        description: 'Our head tea taster answers questions about brewing, tasting and serving Ceylon tea, one cup at a time.',
        keywords: 'tea tasting podcast, how to brew tea, tea taster, Ceylon tea',
      },
    },
  },
]

export const episodes: EpisodeSeed[] = [
  {
    slug: 'seven-days-between-rounds',
    series: 'from-the-estate',
    number: 1,
    date: '2026-02-10',
    copy: {
      en: {
        title: 'Seven days between plucking rounds',
        summary: 'Why the gardens are plucked every seven days in the flush, and what a plucker looks for in two leaves and a bud.',
        notes: [
          'Nadeesha joins the morning muster at Kirikanda and follows field supervisor Kumari Rajapaksa along the rounds.',
          { items: ['Why the round is seven days, not five or ten', 'How a skilled plucker judges the shoot with her thumb', 'What happens to leaf that waits too long in the sack'], ordered: false },
        ],
      },
      de: {
        title: 'Sieben Tage zwischen zwei Pflückrunden',
        summary: 'Warum in der Saison alle sieben Tage gepflückt wird und worauf eine Pflückerin bei zwei Blättern und einer Knospe achtet.',
        notes: [
          'Nadeesha ist beim Morgenappell auf Kirikanda dabei und begleitet Feldaufseherin Kumari Rajapaksa auf ihrer Runde.',
          { items: ['Warum eine Runde sieben Tage dauert, nicht fünf oder zehn', 'Wie eine erfahrene Pflückerin den Trieb mit dem Daumen prüft', 'Was mit Blatt geschieht, das zu lange im Sack liegt'], ordered: false },
        ],
      },
    },
  },
  {
    slug: 'withering-lofts',
    series: 'from-the-estate',
    number: 2,
    date: '2026-04-14',
    copy: {
      en: {
        title: 'Withering lofts and the smell of a good morning',
        summary: 'Inside the old lofts above the Kirikanda factory, where fresh leaf loses half its water before it can be rolled.',
        notes: [
          'Factory officer Tharindu Silva explains withering: the slow, cool drying that makes leaf soft enough to roll without breaking.',
          'He also explains why the factory still opens its loft windows by hand, and how he knows by smell when a batch is ready.',
        ],
      },
      de: {
        title: 'Welkböden und der Duft eines guten Morgens',
        summary: 'Auf den alten Welkböden über der Fabrik von Kirikanda, wo frisches Blatt die Hälfte seines Wassers verliert, bevor es gerollt werden kann.',
        notes: [
          'Fabrikleiter Tharindu Silva erklärt das Welken: das langsame, kühle Trocknen, das das Blatt so geschmeidig macht, dass es sich rollen lässt, ohne zu brechen.',
          'Er erzählt auch, warum die Fabrik die Fenster der Welkböden noch immer von Hand öffnet und woran er am Geruch erkennt, dass eine Partie so weit ist.',
        ],
      },
    },
  },
  {
    slug: 'what-the-monsoon-does',
    series: 'from-the-estate',
    number: 3,
    date: '2026-07-08',
    featured: true,
    copy: {
      en: {
        title: 'What the monsoon does to a garden',
        summary: 'The south-west monsoon brings the western slopes their best tea and their hardest weeks. A season on Malhena, told by the people who work it.',
        notes: [
          'On Malhena in Dimbula, Nadeesha meets field officer Ashan Wickramasinghe during the wettest month of the year.',
          { items: ['Why the rain that soaks Dimbula dries the winds of Uva', 'Drains, terraces and the work of keeping soil on a slope', 'How the cup changes as the monsoon passes'], ordered: false },
        ],
      },
      de: {
        title: 'Was der Monsun mit einem Garten macht',
        summary: 'Der Südwestmonsun bringt den Westhängen ihren besten Tee und ihre härtesten Wochen. Eine Saison auf Malhena.',
        notes: [
          'Auf Malhena in Dimbula trifft Nadeesha den Feldleiter Ashan Wickramasinghe im nassesten Monat des Jahres.',
          { items: ['Warum der Regen, der Dimbula durchnässt, die Winde in Uva trocken macht', 'Gräben, Terrassen und die Arbeit, den Boden am Hang zu halten', 'Wie sich die Tasse verändert, während der Monsun durchzieht'], ordered: false },
        ],
      },
    },
  },
  {
    slug: 'learning-to-taste',
    series: 'the-tea-table',
    number: 1,
    date: '2026-03-03',
    copy: {
      en: {
        title: 'Learning to taste like a tea taster',
        summary: 'The slurp, the spoon and the spittoon: Ravi explains how professional tasting works and how to try it at home.',
        notes: [
          'Ravi lays out a tasting bench with three teas and walks through what a taster looks at: the dry leaf, the infused leaf and the liquor.',
          'At home you need only three cups, a timer and a spoon. Brew each tea with the same weight of leaf for the same time, and taste from the lightest to the strongest.',
        ],
      },
      de: {
        title: 'Verkosten lernen wie ein Teeverkoster',
        summary: 'Schlürfen, Löffel und Spucknapf: Ravi erklärt, wie professionelles Verkosten funktioniert und wie man es zu Hause ausprobiert.',
        notes: [
          'Ravi deckt einen Verkostungstisch mit drei Tees und zeigt, worauf ein Verkoster achtet: das trockene Blatt, das aufgegossene Blatt und den Aufguss.',
          'Zu Hause genügen drei Tassen, eine Uhr und ein Löffel. Brühen Sie jeden Tee mit derselben Blattmenge gleich lange auf und verkosten Sie vom leichtesten bis zum kräftigsten.',
        ],
      },
    },
  },
  {
    slug: 'milk-lemon-or-nothing',
    series: 'the-tea-table',
    number: 2,
    date: '2026-05-19',
    copy: {
      en: {
        title: 'Milk, lemon or nothing at all',
        summary: 'Which teas take milk, which want lemon, and which are best left alone, with a tasting of one Uva three ways.',
        notes: [
          'A listener in Leeds asks whether it is wrong to put milk in a high-grown tea. Ravi brews one Uva three ways to find out.',
          { items: ['Strong, low-grown teas carry milk well', 'Bright high-grown teas shine with lemon or on their own', 'Milk first or last? Last, so you can judge the strength'], ordered: false },
        ],
      },
      de: {
        title: 'Milch, Zitrone oder gar nichts',
        summary: 'Welche Tees Milch vertragen, welche nach Zitrone verlangen und welche man am besten pur trinkt – mit einer Verkostung eines Uva auf drei Arten.',
        notes: [
          'Ein Hörer aus Leeds fragt, ob es falsch ist, Milch in einen Hochlandtee zu geben. Ravi brüht einen Uva auf drei Arten auf, um es herauszufinden.',
          { items: ['Kräftige Tiefland-Tees vertragen Milch gut', 'Helle Hochlandtees glänzen mit Zitrone oder pur', 'Milch zuerst oder zuletzt? Zuletzt, damit Sie die Stärke beurteilen können'], ordered: false },
        ],
      },
    },
  },
  {
    slug: 'iced-tea-without-bitterness',
    series: 'the-tea-table',
    number: 3,
    date: '2026-08-25',
    copy: {
      en: {
        title: 'Iced tea without the bitterness',
        summary: 'Cold brew, flash-chilling and the one mistake that makes iced tea cloudy and harsh.',
        notes: [
          'Ravi compares two methods: cold brewing overnight in the fridge, and brewing hot at double strength over ice.',
          'The cloudiness some iced teas show is harmless, but a sign the tea cooled slowly. Chill it fast, or brew it cold.',
        ],
      },
      de: {
        title: 'Eistee ohne Bitterkeit',
        summary: 'Kaltaufguss, schnelles Abkühlen und der eine Fehler, der Eistee trüb und herb macht.',
        notes: [
          'Ravi vergleicht zwei Methoden: den Kaltaufguss über Nacht im Kühlschrank und den heißen Aufguss in doppelter Stärke, direkt über Eis gegossen.',
          'Die Trübung, die manche Eistees zeigen, ist harmlos, aber ein Zeichen dafür, dass der Tee langsam abgekühlt ist. Kühlen Sie ihn schnell ab oder setzen Sie ihn gleich kalt an.',
        ],
      },
    },
  },
]

function seriesData(seed: SeriesSeed, index: number, locale: Locale, media: MediaIds) {
  const copy = t(seed.copy, locale)
  return {
    slug: seed.slug,
    order: index,
    country: 'GLOBAL' as const,
    title: copy.title as string,
    host: copy.host,
    summary: copy.summary as string,
    description: richText(copy.description ?? seed.copy.en.description),
    cover_image: media[seed.cover],
    seo: seoData(seed.seo, locale, media, seed.cover),
    _status: 'published' as const,
  }
}

/** An episode's search texts: its title and summary, in each language it is written in. */
function episodeSeo({ copy }: EpisodeSeed): SeoSeed {
  return {
    en: { title: copy.en.title, description: copy.en.summary, keywords: 'tea podcast, Ceylon tea' },
    de: copy.de && { title: copy.de.title, description: copy.de.summary, keywords: 'Tee-Podcast, Ceylon-Tee' },
  }
}

function episodeData(seed: EpisodeSeed, seriesId: number, audioId: number, locale: Locale, media: MediaIds) {
  const copy = t(seed.copy, locale)
  const cover = series.find((one) => one.slug === seed.series)!.cover
  return {
    slug: seed.slug,
    series: seriesId,
    episode_number: seed.number,
    published_on: `${seed.date}T00:00:00.000Z`,
    featured: seed.featured ?? false,
    country: 'GLOBAL' as const,
    title: copy.title as string,
    summary: copy.summary as string,
    audio: audioId,
    duration_seconds: recordingSeconds(podcastRecording(seed.slug)),
    notes: richText(copy.notes ?? seed.copy.en.notes),
    transcript: richText(transcriptOf(podcastRecording(seed.slug))),
    seo: seoData(episodeSeo(seed), locale, media, cover),
    _status: 'published' as const,
  }
}

export async function seedPodcasts(payload: Payload, media: MediaIds): Promise<number> {
  let created = 0
  const seriesIds = new Map<string, number>()
  for (const [index, seed] of series.entries()) {
    const where: Where = { and: [{ slug: { equals: seed.slug } }, { country: { equals: 'GLOBAL' } }] }
    if (await upsertDocument(payload, { collection: 'podcast-series', where, data: (locale) => seriesData(seed, index, locale, media), translated: Boolean(seed.copy.de) })) created++
    const { docs } = await payload.find({ collection: 'podcast-series', where, limit: 1, depth: 0, draft: true, select: { slug: true } })
    if (docs[0]) seriesIds.set(seed.slug, docs[0].id)
  }
  for (const seed of episodes) {
    const seriesId = seriesIds.get(seed.series)
    if (seriesId === undefined) continue
    const audioId = await ensureFile(payload, recordingFile(podcastRecording(seed.slug), `Recording of the podcast episode “${seed.copy.en.title}”`))
    const made = await upsertDocument(payload, {
      collection: 'podcast-episodes',
      where: { and: [{ slug: { equals: seed.slug } }, { country: { equals: 'GLOBAL' } }] },
      data: (locale) => episodeData(seed, seriesId, audioId, locale, media),
      translated: Boolean(seed.copy.de),
    })
    if (made) created++
  }
  return created
}
