import { describe, expect, it } from 'vitest'
import { packShotSpec } from '@/seed/catalogue/pack-shots'
import { planCatalogue } from '@/seed/catalogue/plan'
import { ranges } from '@/seed/catalogue/ranges'
import { accessories, accessoryCategories, giftPictures, gifts, teaware } from '@/seed/gifts'
import { images } from '@/seed/images/catalogue'
import { germanAlt, tabledAltFiles } from '@/seed/images/alt-de'
import type { ImageSpec } from '@/seed/images/render'
import { coverSpec, inspirationBookSeeds } from '@/seed/inspiration-books'
import { letterSeeds, scanSpec } from '@/seed/letters'
import type { RichTextPart } from '@/seed/richText'
import { albums, shotSpec } from '@/seed/media-items/albums'
import { blogPictureSpec, blogPostSeeds } from '@/seed/media-items/blog-posts'
import { eventSeeds } from '@/seed/media-items/events'
import { newsSeeds } from '@/seed/media-items/news'
import { pressSeeds } from '@/seed/media-items/press'
import { audioItems, videoItems } from '@/seed/media-items/recordings'
import { episodes, series } from '@/seed/podcasts'
import { books } from '@/seed/e-books'
import { featuredStories, socialPosts } from '@/seed/media-editorial'
import { estates } from '@/seed/estates'
import { recipes } from '@/seed/recipes'
import { commemorativeTeas, teaImage, videoWishes } from '@/seed/tea-inspired-wishes'
import { testimonials } from '@/seed/testimonials'
import { gallerySpec, galleryItems } from '@/seed/tea-inspired-galleries/items'
import { homes, pages } from '@/seed/content'

/** Every picture the seed draws, from each place that hands specs to ensureImages. */
const seeded: ImageSpec[] = [
  ...Object.values(images),
  ...planCatalogue(ranges).map(packShotSpec),
  ...blogPostSeeds.map(blogPictureSpec),
  ...albums.flatMap((album) => album.shots.map((_, i) => shotSpec(album, i))),
  ...galleryItems.flatMap((item) => item.shots.map((_, i) => gallerySpec(item, i))),
  ...letterSeeds.flatMap((seed) => scanSpec(seed) ?? []),
  ...inspirationBookSeeds.map(coverSpec),
  ...commemorativeTeas.map(teaImage),
  ...giftPictures().map(({ spec }) => spec),
]

describe('German alt texts of the seeded pictures', () => {
  it('describes every picture in German, not in a copy of the English', () => {
    const missing = seeded
      .filter((spec) => {
        const german = germanAlt(spec)?.trim()
        return !german || german === spec.alt.trim()
      })
      .map((spec) => spec.filename)
    expect(missing, `pictures without a German alt text (set altDe beside alt, or add them to src/seed/images/alt-de/): ${missing.join(', ')}`).toEqual([])
  })

  it('keeps no German for a picture the seed no longer draws', () => {
    const drawn = new Set(seeded.map((spec) => spec.filename))
    const stale = tabledAltFiles().filter((filename) => !drawn.has(filename))
    expect(stale, `German alt texts for unknown files: ${stale.join(', ')}`).toEqual([])
  })

  it('says a pack’s size in German, not in the English of its label', () => {
    const english = planCatalogue(ranges)
      .map((plan) => germanAlt(packShotSpec(plan))!)
      .filter((german) => /tea bags|pyramid bags|loose leaf|gift tin|bottle|tetra pack|label/.test(german))
    expect(english).toEqual([])
  })
})

/**
 * Collects the German texts that are missing, copied from the English or still hold a common
 * English word; `names` stay English in German and are left out of that last check.
 */
function germanChecker(names: string[]) {
  const englishWord = /\b(the|and|with|of|our|from|your|to|is|for)\b/i
  const problems: string[] = []
  const check = (where: string, german: string | undefined, english: string, { sameAllowed = false, keep = [] as string[] } = {}) => {
    const rest = [...keep, ...names].reduce((text, name) => text.split(name).join(' '), german ?? '')
    if (!german?.trim()) problems.push(`${where}: no German`)
    else if (german === english && !sameAllowed) problems.push(`${where}: German is the English “${german}”`)
    else if (englishWord.test(rest)) problems.push(`${where}: English word “${englishWord.exec(rest)![0]}” in “${german}”`)
  }
  /** A list's German, row for row beside its English. */
  const each = (where: string, german: string[], english: string[]) => {
    expect(german.length, where).toBe(english.length)
    german.forEach((text, n) => check(`${where} ${n}`, text, english[n]!))
  }
  return { problems, check, each }
}

const words = (parts: RichTextPart[]) => parts.flatMap((part) => (typeof part === 'string' ? [part] : JSON.stringify(part)))

describe('German texts of Tea Inspired’s letters, books, galleries, commemorative teas and video wishes', () => {
  // Names that stay English in German: titles of works, clubs, ships, places and teas sold under those names.
  const { problems, check } = germanChecker(['Rain on the Hills', 'The Hills at Home', 'Withering', 'Upcountry Wanderers Cricket Club', 'Uva Hills School', 'Marina Court Hotel', 'MV Baltic Star', 'Tea Lounge', 'Project Gutenberg', 'Francis H. Leggett & Co.'])

  it('translates every text an editor would otherwise see in English on a German page', () => {
    for (const letter of letterSeeds) {
      check(`letter ${letter.slug} title`, letter.de.title, letter.title)
      check(`letter ${letter.slug} role`, letter.de.role, letter.role)
      check(`letter ${letter.slug} place`, letter.de.place, letter.place, { sameAllowed: true })
      if (letter.excerpt) check(`letter ${letter.slug} excerpt`, letter.de.excerpt, letter.excerpt)
      expect(words(letter.de.text).length, letter.slug).toBe(words(letter.text).length)
      words(letter.de.text).forEach((german, n) => check(`letter ${letter.slug} paragraph ${n}`, german, words(letter.text)[n]!, { sameAllowed: words(letter.text)[n] === letter.writer, keep: [letter.writer] }))
    }
    for (const book of inspirationBookSeeds) {
      check(`book ${book.slug} description`, book.de.description, book.description)
      check(`book ${book.slug} author`, book.de.author, book.author, { sameAllowed: true })
      if ('url' in book.source) check(`book ${book.slug} link`, book.de.linkText, book.source.linkText)
    }
    for (const item of galleryItems) {
      check(`gallery ${item.slug} short`, item.de.short, item.en.short)
      expect(item.de.long.length, item.slug).toBe(item.en.long.length)
      item.de.long.forEach((german, n) => check(`gallery ${item.slug} long ${n}`, german as string, item.en.long[n] as string))
    }
    for (const tea of commemorativeTeas) {
      check(`tea ${tea.slug} title`, tea.de.title, tea.title, { sameAllowed: true, keep: [tea.title] })
      check(`tea ${tea.slug} occasion`, tea.de.occasion, tea.occasion)
      check(`tea ${tea.slug} description`, tea.de.description, tea.description)
    }
    for (const wish of videoWishes) {
      check(`wish ${wish.slug} title`, wish.de.title, wish.title)
      check(`wish ${wish.slug} place`, wish.de.place, wish.place, { sameAllowed: true })
    }
    expect(problems).toEqual([])
  })
})

describe('German texts of recipes, gift teas, teaware, accessories, events, testimonials, e-books, the media landing and the estates', () => {
  // Venues, businesses, a podcast and book titles that keep their English names in German.
  const names = ['The Tea Rooms', 'The Verandah Bar', 'World Tea Expo', 'The Copper Kettle', 'The Tea Table', ...books.map((book) => book.title)]

  it('gives every recipe its title, summary, ingredients, steps and tips in German, row for row', () => {
    const { problems, check, each } = germanChecker(names)
    for (const recipe of recipes) {
      const where = `recipe ${recipe.slug}`
      check(`${where} title`, recipe.de.title, recipe.title)
      check(`${where} summary`, recipe.de.summary, recipe.summary)
      each(`${where} ingredient`, recipe.de.ingredients.map(([, item]) => item), recipe.ingredients.map(([, item]) => item))
      each(`${where} step`, recipe.de.method, recipe.method)
      each(`${where} tip`, words(recipe.de.tips ?? []), words(recipe.tips ?? []))
    }
    expect(problems).toEqual([])
  })

  it('gives every gift, teaware and accessory its name, texts and pack labels in German', () => {
    const { problems, check, each } = germanChecker(names)
    for (const item of [...gifts, ...teaware, ...accessories]) {
      const where = `item ${item.slug}`
      check(`${where} name`, item.de.name, item.name)
      check(`${where} summary`, item.de.summary, item.summary)
      each(`${where} description`, words(item.de.description), words(item.description))
      if (item.priceNote) check(`${where} price note`, item.de.priceNote, item.priceNote)
      each(`${where} pack`, item.de.packs, item.packs.map((pack) => pack.label))
    }
    for (const category of accessoryCategories) check(`accessory category ${category.slug}`, category.de, category.name)
    expect(problems).toEqual([])
  })

  it('gives every event its title, place, summary and text in German', () => {
    const { problems, check, each } = germanChecker(names)
    for (const event of eventSeeds) {
      const where = `event ${event.slug}`
      check(`${where} title`, event.de.title, event.title)
      check(`${where} place`, event.de.place, event.place, { sameAllowed: true })
      check(`${where} summary`, event.de.summary, event.summary)
      each(`${where} paragraph`, event.de.body, event.body)
    }
    expect(problems).toEqual([])
  })

  it('gives every testimonial its role, place and quote in German', () => {
    const { problems, check } = germanChecker(names)
    for (const [author, role, place, , text, de] of testimonials) {
      check(`testimonial ${author} role`, de.role, role)
      check(`testimonial ${author} place`, de.place, place, { sameAllowed: true })
      check(`testimonial ${author} quote`, de.text, text)
    }
    expect(problems).toEqual([])
  })

  it('gives every e-book’s page its section, summary, description and search texts in German', () => {
    const { problems, check } = germanChecker(names)
    for (const book of books) {
      const where = `e-book ${book.slug}`
      check(`${where} section`, book.section.de, book.section.en)
      check(`${where} summary`, book.de.summary, book.summary)
      words(book.de.description).forEach((german, n) => check(`${where} description ${n}`, german, words(book.description)[n] ?? ''))
      check(`${where} search title`, book.seo.de?.title, book.seo.en.title)
      check(`${where} search description`, book.seo.de?.description, book.seo.en.description)
    }
    expect(problems).toEqual([])
  })

  it('gives every featured story and social wall post its text in German', () => {
    const { problems, check } = germanChecker(names)
    for (const story of featuredStories) {
      check(`featured story ${story.slug} title`, story.de.title, story.title)
      check(`featured story ${story.slug} summary`, story.de.summary, story.summary)
    }
    for (const post of socialPosts) check(`social post ${post.slug}`, post.descriptionDe, post.description)
    expect(problems).toEqual([])
  })

  it('gives every estate its summary, description, tour, film and search texts in German', () => {
    const { problems, check } = germanChecker(names)
    for (const { slug, copy, seo } of estates) {
      const { en, de } = copy
      check(`estate ${slug} summary`, de?.summary, en.summary)
      expect(de?.description.length, slug).toBe(en.description.length)
      words(de?.description ?? []).forEach((german, n) => check(`estate ${slug} paragraph ${n}`, german, words(en.description)[n]!))
      check(`estate ${slug} tour`, de?.tourText, en.tourText)
      check(`estate ${slug} film`, de?.videoTitle, en.videoTitle)
      check(`estate ${slug} search description`, seo.de?.description, seo.en.description)
    }
    expect(problems).toEqual([])
  })
})

describe('German texts of the media section: news, press, audio, video and podcasts', () => {
  // Publications, an award, a range and its teas, a tea room and the podcasts' English names keep their names in German.
  const publications = [...new Set(pressSeeds.flatMap((seed) => seed.publication ?? []))]
  const names = [...publications, 'Tasters’ Guild', 'T-Series', 'Seasonal Flush', 'Tea Lounge', 'The Tea Table', 'From the Estate']

  it('gives every news story its title, summary and text in German, paragraph for paragraph', () => {
    const { problems, check, each } = germanChecker(names)
    for (const { slug, en, de } of newsSeeds) {
      check(`news ${slug} title`, de?.title, en.title)
      check(`news ${slug} summary`, de?.summary, en.summary)
      each(`news ${slug} paragraph`, de?.body ?? [], en.body)
    }
    expect(problems).toEqual([])
  })

  it('gives every press item its title, summary and text in German', () => {
    const { problems, check, each } = germanChecker(names)
    for (const seed of pressSeeds) {
      // A German programme's coverage has a German title in both languages.
      check(`press ${seed.slug} title`, seed.de?.title, seed.title, { sameAllowed: seed.publication === 'Radio Nordsee Genuss' })
      check(`press ${seed.slug} summary`, seed.de?.summary, seed.summary)
      each(`press ${seed.slug} paragraph`, seed.de?.body ?? [], seed.body ?? [])
    }
    expect(problems).toEqual([])
  })

  it('gives every audio item, video and podcast its words in German (the recordings and their transcripts stay English)', () => {
    const { problems, check, each } = germanChecker(names)
    for (const item of audioItems) {
      check(`audio ${item.slug} title`, item.de?.title, item.title)
      check(`audio ${item.slug} summary`, item.de?.summary, item.summary)
    }
    for (const item of videoItems) {
      check(`video ${item.slug} title`, item.de?.title, item.title)
      check(`video ${item.slug} description`, item.de?.description, item.description)
    }
    for (const { slug, copy } of series) each(`podcast ${slug} description`, words(copy.de?.description ?? []), words(copy.en.description))
    for (const { slug, copy } of episodes) {
      check(`episode ${slug} title`, copy.de?.title, copy.en.title)
      check(`episode ${slug} summary`, copy.de?.summary, copy.en.summary)
      each(`episode ${slug} notes`, words(copy.de?.notes ?? []), words(copy.en.notes))
    }
    expect(problems).toEqual([])
  })
})

/** Every string inside a piece of seed copy, in order. */
const texts = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : Array.isArray(value) ? value.flatMap(texts) : value && typeof value === 'object' ? Object.values(value).flatMap(texts) : []

/** Media ids for a custom block's `build`: any number will do, as only the words are read. */
const anyIds = new Proxy({}, { get: () => 1 }) as never

/**
 * The seed's copy as [English, German] pairs: a `{ en, de }` pair, an item whose German sits under
 * `de` beside its English fields, a custom block built in each language, a picture's alt texts.
 */
function bilingual(value: unknown): [string, string][] {
  if (Array.isArray(value)) return value.flatMap(bilingual)
  if (!value || typeof value !== 'object') return []
  const { en, de, build, ...rest } = value as Record<string, unknown>
  if (typeof build === 'function') return [[texts(build('en', anyIds, anyIds)).join(' '), texts(build('de', anyIds, anyIds)).join(' ')], ...bilingual(rest)]
  if (de && typeof de === 'object') return [[texts(en ?? rest).join(' '), texts(de).join(' ')]]
  return Object.values(value).flatMap(bilingual)
}

describe('German job titles of the seeded people', () => {
  // A title with a rank (head taster, chief taster), as English writes it and as German does.
  const englishTitle = /\b(head|chief|senior|lead|master) (?:tea )?taster\b/gi
  const germanTitle = /\b(?:(leitend|erst|oberst)e[nmrs]? (?:Tee)?verkoster|(chef|ober|haupt|meister)-?(?:tee)?verkoster)/gi
  const found = (text: string, title: RegExp) => [...text.matchAll(title)].map((match) => match.slice(1).filter(Boolean).join(' ').toLowerCase())

  it('gives each English title one German title and no German title to two English ones', () => {
    const pairs = [
      ...bilingual([newsSeeds, pressSeeds, eventSeeds, albums, audioItems, videoItems, series, episodes, gifts, teaware, accessories, blogPostSeeds, books, featuredStories, estates, recipes, pages, homes]),
      ...seeded.map((spec): [string, string] => [spec.alt, germanAlt(spec) ?? '']),
    ]
    const germanOf = new Map<string, Set<string>>()
    const englishOf = new Map<string, Set<string>>()
    const untitled: string[] = []
    for (const [english, german] of pairs) {
      const titles = { en: found(english, englishTitle), de: found(german, germanTitle) }
      if (titles.en.length && !titles.de.length) untitled.push(german)
      for (const en of titles.en) for (const de of titles.de) {
        germanOf.set(en, (germanOf.get(en) ?? new Set()).add(de))
        englishOf.set(de, (englishOf.get(de) ?? new Set()).add(en))
      }
    }
    const twice = (map: Map<string, Set<string>>) => [...map].filter(([, titles]) => titles.size > 1).map(([title, titles]) => `${title}: ${[...titles].join(', ')}`)
    expect(germanOf.size, 'the seed names titled tasters').toBeGreaterThan(1)
    expect({ germanForTwo: twice(englishOf), englishWithTwo: twice(germanOf), leftOut: untitled }).toEqual({ germanForTwo: [], englishWithTwo: [], leftOut: [] })
  })
})
