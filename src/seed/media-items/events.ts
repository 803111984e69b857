import type { Payload } from 'payload'
import { instantOf, zonedParts } from '@/lib/dates/zoned-date'
import { brandName, siteConfig } from '@/site.config'
import type { MediaIds } from '../build'
import type { ImageKey } from '../images/catalogue'
import { subjectPictures } from '../images/subjects'
import { richText } from '../richText'
import { upsertDocument } from '../upsert-document'

/**
 * Twelve events (all invented), dated relative to the day the seed runs so that some are always
 * upcoming: eight over the past two years, one running now and three ahead. Times are local to the
 * site's time zone. Whole-day events (a fair) carry `allDay`. Each carries its German (`de`).
 */
/** The texts of an event that a German page shows in German. */
type EventCopy = { title: string; place: string; summary: string; body: string[] }
type EventSeed = {
  slug: string
  /** Days from the seed's day to the first day. */
  offset: number
  /** Local start time, and length in hours; or whole days. */
  time: { hour: number; minute?: number; hours: number } | { allDay: true; days: number }
  place: string
  images: ImageKey[]
  title: string
  summary: string
  body: string[]
  de: EventCopy
}

const b = brandName

export const eventSeeds: EventSeed[] = [
  {
    slug: 'colombo-tea-tasting-evening',
    offset: -690,
    time: { hour: 18, hours: 3 },
    place: `${b} tasting room, Fort, Colombo`,
    images: ['mediaTastingDawn', 'mediaCupGolden'],
    title: 'An evening of high-grown teas',
    summary: 'Six teas from Nuwara Eliya, Dimbula and Uva, tasted with the people who made them.',
    body: ['Our tasters and two factory officers led an evening of tasting in the Colombo tasting room, comparing the three high-grown regions cup by cup.', 'Guests took home a tasting sheet and a tin of the evening’s favourite.'],
    de: {
      title: 'Ein Abend der Hochlandtees',
      place: `${b}-Verkostungsraum, Fort, Colombo`,
      summary: 'Sechs Tees aus Nuwara Eliya, Dimbula und Uva, verkostet mit den Menschen, die sie gemacht haben.',
      body: ['Unsere Verkoster und zwei Fabrikleiter luden zu einem Verkostungsabend in den Verkostungsraum in Colombo und verglichen die drei Hochlandregionen Tasse für Tasse.', 'Die Gäste nahmen ein Verkostungsblatt und eine Dose des Lieblingstees des Abends mit nach Hause.'],
    },
  },
  {
    slug: 'world-tea-expo-stand',
    offset: -560,
    time: { allDay: true, days: 3 },
    place: 'Exhibition Centre, Dubai',
    images: ['mediaPatternGolden', 'mediaGlassMorning'],
    title: `${b} at the World Tea Expo`,
    summary: 'Three days on the Ceylon pavilion, pouring estate teas for buyers from forty countries.',
    body: ['Our stand on the Ceylon pavilion served more than four thousand cups over three days, and introduced the iced tea range to buyers in the Gulf.', 'Our team met importers from forty countries, and signed two new distributors.'],
    de: {
      title: `${b} auf der World Tea Expo`,
      place: 'Messezentrum, Dubai',
      summary: 'Drei Tage im Ceylon-Pavillon, mit Plantagentees für Einkäufer aus vierzig Ländern.',
      body: ['An unserem Stand im Ceylon-Pavillon haben wir in drei Tagen mehr als viertausend Tassen ausgeschenkt und die Eistee-Serie den Einkäufern am Golf vorgestellt.', 'Unser Team traf Importeure aus vierzig Ländern und gewann zwei neue Vertriebspartner.'],
    },
  },
  {
    slug: 'kirikanda-open-day',
    offset: -430,
    time: { hour: 9, hours: 7 },
    place: 'Kirikanda Estate, Dimbula',
    images: ['mediaEstateMorning', 'mediaFactoryDusk'],
    title: 'Kirikanda estate open day',
    summary: 'A day in the fields and the factory, with plucking lessons and a tasting at the bungalow.',
    body: ['Visitors walked the upper fields with the estate’s pluckers, then followed their leaf through the factory, from the withering troughs to the sorting room.', 'The day ended with tea and cake on the bungalow lawn.'],
    de: {
      title: 'Tag der offenen Tür auf Kirikanda Estate',
      place: 'Kirikanda Estate, Dimbula',
      summary: 'Ein Tag in den Feldern und in der Fabrik, mit Pflückunterricht und einer Verkostung im Bungalow.',
      body: ['Die Besucher gingen mit den Pflückerinnen der Plantage durch die oberen Felder und folgten dann ihren Blättern durch die Fabrik, von den Welktrögen bis zum Sortierraum.', 'Der Tag endete mit Tee und Kuchen auf dem Rasen vor dem Bungalow.'],
    },
  },
  {
    slug: 'afternoon-tea-masterclass-hamburg',
    offset: -330,
    time: { hour: 15, hours: 2 },
    place: 'Feinkost Meyer, Hamburg',
    images: ['mediaTeapotDawn', 'mediaCupGolden'],
    title: 'Afternoon tea masterclass in Hamburg',
    summary: 'How to brew, serve and pair Ceylon tea for an afternoon tea, with our tea ambassador for Germany.',
    body: ['Twenty guests learnt to brew three teas for an afternoon tea and to match them to sandwiches, scones and cake.', 'The class was held in German and English.'],
    de: {
      title: 'Afternoon-Tea-Kurs in Hamburg',
      place: 'Feinkost Meyer, Hamburg',
      summary: 'Ceylon-Tee für den Afternoon Tea aufbrühen, servieren und kombinieren – mit unserer Tee-Botschafterin für Deutschland.',
      body: ['Zwanzig Gäste lernten, drei Tees für einen Afternoon Tea aufzubrühen und sie mit Sandwiches, Scones und Kuchen zu kombinieren.', 'Der Kurs fand auf Deutsch und Englisch statt.'],
    },
  },
  {
    slug: 'tea-and-food-pairing-dinner',
    offset: -210,
    time: { hour: 19, minute: 30, hours: 3 },
    place: 'Galle Face Hotel, Colombo',
    images: ['mediaCupGolden', 'mediaHillsDusk'],
    title: 'A tea and food pairing dinner',
    summary: 'Five courses by the hotel’s chef, each with a tea chosen to go with it.',
    body: ['The hotel’s chef and our chief taster built a five-course dinner around five teas, from a green tea with the first course to a Ruhuna with the chocolate.', 'Each tea was brewed at the table.'],
    de: {
      title: 'Ein Abendessen mit Tee-Begleitung',
      place: 'Galle Face Hotel, Colombo',
      summary: 'Fünf Gänge vom Küchenchef des Hotels, zu jedem ein passend ausgewählter Tee.',
      body: ['Der Küchenchef des Hotels und unsere Chefverkosterin stellten ein Menü in fünf Gängen rund um fünf Tees zusammen, vom grünen Tee zur Vorspeise bis zum Ruhuna zur Schokolade.', 'Jeder Tee wurde am Tisch aufgebrüht.'],
    },
  },
  {
    slug: 'school-of-tea-graduation',
    offset: -125,
    time: { hour: 10, hours: 3 },
    place: 'Tea school, Kandy',
    images: ['mediaTastingDawn', 'mediaLeavesDawn'],
    title: 'Tea school graduation',
    summary: 'Families, teachers and tasters came together to celebrate the year’s young tasters.',
    body: ['The graduation was held in the school’s tasting room, where each graduate led a tasting of their own choosing for their families.'],
    de: {
      title: 'Abschlussfeier der Teeschule',
      place: 'Teeschule, Kandy',
      summary: 'Familien, Lehrer und Verkoster feierten gemeinsam die jungen Verkoster des Jahrgangs.',
      body: ['Die Feier fand im Verkostungsraum der Schule statt, wo jede Absolventin und jeder Absolvent für die eigene Familie eine selbst gewählte Verkostung leitete.'],
    },
  },
  {
    slug: 'monsoon-tea-walk',
    offset: -60,
    time: { hour: 8, minute: 30, hours: 4 },
    place: 'Hethumalee Estate, Nuwara Eliya',
    images: ['mediaGardenMonsoon', 'mediaForest'],
    title: 'A monsoon tea walk',
    summary: 'A guided walk through the tea and the forest strip in the rain, with breakfast at the factory.',
    body: ['Our estate naturalist led a walk through the fields and along the new forest strips, pointing out the birds that have come back to the streams.', 'Raincoats were provided.'],
    de: {
      title: 'Eine Teewanderung im Monsun',
      place: 'Hethumalee Estate, Nuwara Eliya',
      summary: 'Eine geführte Wanderung durch Tee und Waldstreifen im Regen, mit Frühstück in der Fabrik.',
      body: ['Der Naturkundler der Plantage führte durch die Felder und an den neuen Waldstreifen entlang und zeigte die Vögel, die an die Bäche zurückgekehrt sind.', 'Regenjacken wurden gestellt.'],
    },
  },
  {
    slug: 'london-trade-tasting',
    offset: -12,
    time: { hour: 11, hours: 5 },
    place: 'The Tea Rooms, London',
    images: ['mediaTeapotMonsoon', 'mediaGlassMorning'],
    title: 'Trade tasting in London',
    summary: 'The season’s estate teas and seasonal flushes, for buyers from shops, hotels and restaurants.',
    body: ['Buyers tasted the season’s teas with our export team and met the tasters who chose them.'],
    de: {
      title: 'Fachverkostung in London',
      place: 'The Tea Rooms, London',
      summary: 'Die Plantagentees und saisonalen Pflückungen des Jahres, für Einkäufer aus Läden, Hotels und Restaurants.',
      body: ['Die Einkäufer verkosteten die Tees der Saison mit unserem Exportteam und lernten die Verkoster kennen, die sie ausgewählt hatten.'],
    },
  },
  {
    slug: 'colombo-tea-festival',
    offset: -1,
    time: { allDay: true, days: 4 },
    place: 'Viharamahadevi Park, Colombo',
    images: ['mediaPatternGolden', 'mediaCupGolden', 'mediaFactoryGolden'],
    title: 'Colombo tea festival',
    summary: 'Four days of tea in the park: tastings, talks, music and a tea stall from every region.',
    body: ['The festival brings the tea country to the city for four days. Our stall pours estate teas, iced teas and the seasonal flushes, and our tasters give short talks every afternoon.', 'Entry is free.'],
    de: {
      title: 'Teefestival Colombo',
      place: 'Viharamahadevi-Park, Colombo',
      summary: 'Vier Tage Tee im Park: Verkostungen, Vorträge, Musik und ein Teestand aus jeder Region.',
      body: ['Das Festival holt das Teeland für vier Tage in die Stadt. An unserem Stand gibt es Plantagentees, Eistees und die saisonalen Pflückungen, und unsere Verkoster halten jeden Nachmittag kurze Vorträge.', 'Der Eintritt ist frei.'],
    },
  },
  {
    slug: 'estate-photography-workshop',
    offset: 14,
    time: { hour: 7, hours: 6 },
    place: 'Kirikanda Estate, Dimbula',
    images: ['mediaEstateMorning', 'mediaHillsDusk'],
    title: 'Photography workshop on the estate',
    summary: 'Photograph the tea country at first light with a landscape photographer, then the factory at work.',
    body: ['A day for amateur photographers: sunrise over the fields, portraits with the pluckers who agree to them, and the factory in the afternoon.', 'Places are limited to twelve; bring your own camera.'],
    de: {
      title: 'Fotoworkshop auf der Plantage',
      place: 'Kirikanda Estate, Dimbula',
      summary: 'Das Teeland im ersten Morgenlicht fotografieren, mit einem Landschaftsfotografen – danach die Fabrik bei der Arbeit.',
      body: ['Ein Tag für Hobbyfotografen: Sonnenaufgang über den Feldern, Porträts der Pflückerinnen, die damit einverstanden sind, und am Nachmittag die Fabrik.', 'Die Teilnehmerzahl ist auf zwölf begrenzt; bitte bringen Sie Ihre eigene Kamera mit.'],
    },
  },
  {
    slug: 'tea-cocktail-night',
    offset: 38,
    time: { hour: 19, hours: 3 },
    place: 'The Verandah Bar, Kandy',
    images: ['mediaGlassMorning', 'mediaHillsDusk'],
    title: 'Tea cocktail night',
    summary: 'Our mixologist friends make cocktails and mocktails from estate teas and the elixir range.',
    body: ['An evening of drinks made with tea: cold-brewed, infused, smoked and shaken.', 'Every drink is also made without alcohol on request.'],
    de: {
      title: 'Tee-Cocktail-Abend',
      place: 'The Verandah Bar, Kandy',
      summary: 'Befreundete Barkeeper mixen Cocktails und alkoholfreie Drinks aus Plantagentees und der Elixir-Serie.',
      body: ['Ein Abend mit Drinks aus Tee: kalt aufgegossen, infundiert, geräuchert und geschüttelt.', 'Jeder Drink wird auf Wunsch auch ohne Alkohol gemixt.'],
    },
  },
  {
    slug: 'first-flush-celebration',
    offset: 95,
    time: { allDay: true, days: 2 },
    place: 'Kirikanda Estate, Dimbula',
    images: ['mediaLeavesDawn', 'mediaEstateMorning'],
    title: 'First flush celebration',
    summary: 'Two days on the estate to welcome the new season’s first teas, with tastings in the factory.',
    body: ['The estate opens for two days when the first flush comes in. Visitors can pluck, watch the first lots being made and taste them the same evening.'],
    de: {
      title: 'Fest der ersten Pflückung',
      place: 'Kirikanda Estate, Dimbula',
      summary: 'Zwei Tage auf der Plantage, um die ersten Tees der neuen Saison zu begrüßen, mit Verkostungen in der Fabrik.',
      body: ['Wenn der First Flush kommt, öffnet die Plantage für zwei Tage ihre Tore. Besucher können selbst pflücken, zusehen, wie die ersten Partien entstehen, und sie noch am selben Abend verkosten.'],
    },
  },
]

/** The event's start and end as instants, from the seed's day in the site's time zone. */
function timesOf(seed: EventSeed, now: Date, timeZone: string): { start: Date; end: Date; allDay: boolean } {
  const today = zonedParts(now, timeZone)
  const day = (offset: number) => {
    const date = new Date(Date.UTC(today.year, today.month - 1, today.day + seed.offset + offset))
    return [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()] as const
  }
  if ('allDay' in seed.time) {
    // Whole days run from 09:00 on the first to 18:00 on the last (the site shows the days only).
    return { start: instantOf(...day(0), timeZone, 9), end: instantOf(...day(seed.time.days - 1), timeZone, 18), allDay: true }
  }
  const start = instantOf(...day(0), timeZone, seed.time.hour, seed.time.minute ?? 0)
  return { start, end: new Date(start.getTime() + seed.time.hours * 3_600_000), allDay: false }
}

export async function seedEvents(payload: Payload, media: MediaIds, now = new Date()): Promise<number> {
  let created = 0
  for (const seed of eventSeeds) {
    const { start, end, allDay } = timesOf(seed, now, siteConfig.SITE_TIME_ZONE)
    const made = await upsertDocument(payload, {
      collection: 'events',
      where: { and: [{ slug: { equals: seed.slug } }, { country: { equals: 'GLOBAL' } }] },
      translated: true,
      data: (locale) => {
        const copy = locale === 'de' ? seed.de : seed
        return {
          slug: seed.slug,
          title: copy.title,
          start: start.toISOString(),
          end: end.toISOString(),
          all_day: allDay,
          place: copy.place,
          summary: copy.summary,
          body: richText(copy.body),
          // Pictures are chosen by the English title's subject, so both languages show the same ones.
          images: subjectPictures(seed.title, seed.images, 'events').map((key) => ({ image: media[key] })),
          country: 'GLOBAL' as const,
          _status: 'published' as const,
        }
      },
    })
    if (made) created++
  }
  return created
}
