import { brandName } from '@/site.config'
import type { AudioCategory, VideoCategory } from '@/lib/media/media-categories'
import type { FilmId } from '../films'
import type { audioScripts } from '../recordings/audio-scripts'

/**
 * Ten audio items and ten videos of the media section (every person invented). Each audio item plays
 * its voiced script (src/seed/recordings), which is also its transcript; each video plays its
 * generated film (src/seed/films), the first ones the YouTube ids of SEED_VIDEO_IDS instead when set.
 * Titles and summaries are in German too; the recordings and their transcripts are English.
 */
export type AudioSeed = {
  /** Also names its script in src/seed/recordings/audio-scripts.ts. */
  slug: keyof typeof audioScripts
  year: number
  category: AudioCategory
  title: string
  summary: string
  de: { title: string; summary: string }
}

export type VideoSeed = {
  slug: string
  year: number
  category: VideoCategory
  /** The generated film it plays (its poster is the thumbnail). */
  film: FilmId
  title: string
  description: string
  de: { title: string; description: string }
}

export const audioItems: AudioSeed[] = [
  {
    slug: 'a-planters-first-season',
    year: 2026,
    category: 'interviews',
    title: 'A planter’s first season',
    summary: 'Chamari Dissanayake took over the upper division at Kirikanda last year. She talks about her first quality season in charge.',
    de: { title: 'Die erste Saison einer Pflanzerin', summary: 'Chamari Dissanayake hat im vergangenen Jahr die obere Abteilung auf Kirikanda übernommen. Sie erzählt von ihrer ersten Qualitätssaison in der Verantwortung.' },
  },
  {
    slug: 'why-we-still-wither-by-hand',
    year: 2026,
    category: 'radio',
    title: 'Why we still wither by hand',
    summary: 'A radio feature from the withering lofts of our oldest factory, where the windows are still opened by hand each night.',
    de: { title: 'Warum wir noch von Hand welken', summary: 'Ein Radiofeature von den Welkböden unserer ältesten Fabrik, wo die Fenster jede Nacht noch von Hand geöffnet werden.' },
  },
  {
    slug: 'dawn-muster-at-kirikanda',
    year: 2025,
    category: 'soundscapes',
    title: 'Dawn muster at Kirikanda',
    summary: 'The estate waking up, told by its field supervisor: the wind in the shade trees, the muster at six, and the plucking gangs walking out to the fields.',
    de: { title: 'Morgenappell auf Kirikanda', summary: 'Die Plantage erwacht, erzählt von ihrer Feldaufseherin: der Wind in den Schattenbäumen, der Appell um sechs und die Pflückerinnen auf dem Weg hinaus zu den Feldern.' },
  },
  {
    slug: 'tea-and-the-city',
    year: 2025,
    category: 'talks',
    title: 'Tea and the city: a talk on Colombo’s tea trade',
    summary: 'Our trade director on how Colombo became the world’s largest tea auction, from a lecture given at the city’s maritime museum.',
    de: { title: 'Tee und die Stadt: ein Vortrag über Colombos Teehandel', summary: 'Unser Handelsdirektor darüber, wie Colombo zur größten Teeauktion der Welt wurde – aus einem Vortrag im Schifffahrtsmuseum der Stadt.' },
  },
  {
    slug: 'rain-on-the-tin-roof',
    year: 2024,
    category: 'soundscapes',
    title: 'Rain on the tin roof',
    summary: 'The monsoon arriving at Malhena, recorded from the estate’s weighing shed.',
    de: { title: 'Regen auf dem Blechdach', summary: 'Der Monsun erreicht Malhena, aufgenommen im Wiegeschuppen der Plantage.' },
  },
  {
    slug: 'the-taster-who-never-adds-sugar',
    year: 2024,
    category: 'interviews',
    title: 'The taster who never adds sugar',
    summary: `Ravi Fernando, ${brandName}’s head taster, on twenty-six years of slurping, spitting and writing one-word notes.`,
    de: { title: 'Der Verkoster, der nie Zucker nimmt', summary: `Ravi Fernando, leitender Verkoster von ${brandName}, über sechsundzwanzig Jahre Schlürfen, Ausspucken und Notizen aus einem einzigen Wort.` },
  },
  {
    slug: 'seventy-years-of-tea-radio',
    year: 2023,
    category: 'radio',
    title: 'How Kirikanda began, on the radio',
    summary: 'A radio feature: a former driver and a former plucker remember how the company began at Kirikanda.',
    de: { title: 'Wie alles auf Kirikanda begann – im Radio', summary: 'Ein Radiofeature: Ein ehemaliger Fahrer und eine ehemalige Pflückerin erinnern sich, wie das Unternehmen auf Kirikanda seinen Anfang nahm.' },
  },
  {
    slug: 'brewing-for-a-crowd',
    year: 2023,
    category: 'talks',
    title: 'Brewing for a crowd',
    summary: 'A talk for hotel and café teams: how to serve a hundred cups that all taste like the first.',
    de: { title: 'Tee für viele Gäste', summary: 'Ein Vortrag für Hotel- und Caféteams: wie man hundert Tassen serviert, die alle wie die erste schmecken.' },
  },
  {
    slug: 'opening-the-estate-school-library',
    year: 2022,
    category: 'talks',
    title: 'Opening the estate school library',
    summary: 'The head teacher of the Kirikanda estate school and one of its pupils open the new library, funded by the foundation.',
    de: { title: 'Die neue Bibliothek der Plantagenschule', summary: 'Die Schulleiterin der Schule auf Kirikanda und einer ihrer Schüler eröffnen die neue Bibliothek, finanziert von der Stiftung.' },
  },
  {
    slug: 'what-makes-ceylon-tea-ceylon',
    year: 2022,
    category: 'interviews',
    title: 'What makes Ceylon tea Ceylon?',
    summary: 'A conversation on origin, altitude and the rules that protect the name of tea grown in Sri Lanka.',
    de: { title: 'Was macht Ceylon-Tee zu Ceylon-Tee?', summary: 'Ein Gespräch über Herkunft, Höhenlage und die Regeln, die den Namen des Tees aus Sri Lanka schützen.' },
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
    de: { title: 'Ein Jahr auf der Plantage', description: 'Zwölf Monate eines Teegartens auf einen Blick: der Morgennebel, die Monsune und die Pflückrunden, die jede Woche wiederkehren.' },
  },
  {
    slug: 'how-to-brew-iced-tea',
    year: 2026,
    category: 'how-to',
    film: 'iced-tea',
    title: 'How to brew iced tea without bitterness',
    description: 'Flash-chilled in a minute: tea brewed at double strength and poured straight over ice, so it stays clear and never bitter.',
    de: { title: 'Eistee ohne Bitterkeit zubereiten', description: 'In einer Minute abgekühlt: Tee in doppelter Stärke aufgebrüht und direkt über Eis gegossen, damit er klar bleibt und nie bitter wird.' },
  },
  {
    slug: 'inside-the-withering-lofts',
    year: 2025,
    category: 'estates',
    film: 'withering-lofts',
    title: 'Inside the withering lofts',
    description: 'A night in the lofts of the Kirikanda factory, where the leaf rests before it is rolled.',
    de: { title: 'Auf den Welkböden', description: 'Eine Nacht auf den Welkböden der Fabrik von Kirikanda, wo das Blatt ruht, bevor es gerollt wird.' },
  },
  {
    slug: 'colombo-tea-auction-week',
    year: 2025,
    category: 'events',
    film: 'tasting-bench',
    title: 'Auction week in Colombo',
    description: 'Before anyone bids at the world’s largest tea auction, every lot is tasted: a morning at the tasting bench in auction week.',
    de: { title: 'Auktionswoche in Colombo', description: 'Bevor auf der größten Teeauktion der Welt jemand bietet, wird jede Partie verkostet: ein Vormittag am Verkostungstisch in der Auktionswoche.' },
  },
  {
    slug: 'the-perfect-cup',
    year: 2024,
    category: 'how-to',
    film: 'perfect-cup',
    title: 'The perfect cup, step by step',
    description: 'Fresh water, the right temperature, a timer and a warm pot: the seven rules of a good cup of black tea.',
    de: { title: 'Die perfekte Tasse, Schritt für Schritt', description: 'Frisches Wasser, die richtige Temperatur, eine Uhr und eine vorgewärmte Kanne: die sieben Regeln einer guten Tasse Schwarztee.' },
  },
  {
    slug: 'forest-corridors-film',
    year: 2024,
    category: 'estates',
    film: 'forest-corridors',
    title: 'Forest corridors',
    description: 'Why we give back land to the forest between our estates, and what has come back to live there.',
    de: { title: 'Waldkorridore', description: 'Warum wir zwischen unseren Plantagen Land an den Wald zurückgeben, und was dort wieder heimisch geworden ist.' },
  },
  {
    slug: 'seventy-years-in-tea',
    year: 2023,
    category: 'brand-films',
    film: 'seventy-years',
    title: 'A life in tea',
    description: `Kamala ${brandName}’s life in tea, from a factory’s weighing books to a family of gardens, told by the people who lived it.`,
    de: { title: 'Ein Leben für den Tee', description: `Kamala ${brandName}s Leben mit dem Tee, von den Wiegebüchern einer Fabrik bis zu einer Familie von Gärten, erzählt von den Menschen, die es miterlebt haben.` },
  },
  {
    slug: 'tea-lounge-opening',
    year: 2023,
    category: 'events',
    film: 'tea-lounge',
    title: 'Opening the Colombo tea lounge',
    description: 'The first afternoon at our tea lounge, with the chefs and tea makers who created its menu.',
    de: { title: 'Die Eröffnung der Tea Lounge in Colombo', description: 'Der erste Nachmittag in unserer Tea Lounge, mit den Köchen und Teemachern, die ihre Karte entwickelt haben.' },
  },
  {
    slug: 'monsoon-on-malhena-film',
    year: 2022,
    category: 'estates',
    film: 'monsoon-rain',
    title: 'Monsoon on Malhena',
    description: 'The south-west monsoon reaches our Dimbula estate: a short film about rain, soil and the teas that follow.',
    de: { title: 'Monsun auf Malhena', description: 'Der Südwestmonsun erreicht unsere Plantage in Dimbula: ein kurzer Film über Regen, Boden und die Tees, die darauf folgen.' },
  },
  {
    slug: 'from-leaf-to-cup',
    year: 2022,
    category: 'brand-films',
    film: 'rolling-table',
    title: 'From leaf to cup',
    description: 'Plucked and withered overnight, the leaf comes to the rolling table, where black tea really begins; then firing, sorting and tasting.',
    de: { title: 'Vom Blatt in die Tasse', description: 'Gepflückt und über Nacht gewelkt, kommt das Blatt auf den Rolltisch, wo Schwarztee eigentlich erst beginnt; danach Trocknen, Sortieren und Verkosten.' },
  },
]
