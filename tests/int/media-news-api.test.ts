import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { zonedParts } from '@/lib/dates/zoned-date'
import { routes } from '@/routes'
import { editorToken } from './editor'
import { testPayload, url } from './helpers'
import { metaContent as meta, sharedUpload } from '../shared/meta-tags'

/**
 * The media REST calls of news, events and press (data-layer spec section 7: news, news_by_name,
 * events, upcoming_events, event_by_name, press, press_by_name, press_categories) over HTTP
 * against the seed (src/seed/media-items/): 31 news stories over 2024–2026, 12 events dated from
 * the seed's day (4 not over yet), 20 press items in three categories.
 */
type Item = { slug: string; url: string; [key: string]: unknown }
type ListBody = { data: Item[]; meta: { page: number; size: number; total: number; totalPages: number } }

const SITE_TIME_ZONE = 'Asia/Colombo'

async function get(path: string) {
  const response = await fetch(url(path))
  return { status: response.status, headers: response.headers, body: await response.json() }
}

async function list(path: string): Promise<ListBody> {
  const { status, body, headers } = await get(path)
  expect(status, path).toBe(200)
  expect(Object.keys(body).sort(), path).toEqual(['data', 'meta'])
  expect(headers.get('cache-control'), path).toMatch(/^public, s-maxage=\d+/)
  for (const item of body.data) {
    expect(item.slug, path).toMatch(/^[a-z0-9-]+$/)
    expect(item.url, path).toMatch(/^\//)
  }
  return body
}

const slugs = (body: ListBody) => body.data.map((item) => item.slug)

async function expect400(path: string, message: RegExp) {
  const { status, body, headers } = await get(path)
  expect(status, path).toBe(400)
  expect(body, path).toEqual({ error: { code: 'invalid_query', message: expect.stringMatching(message) } })
  expect(headers.get('cache-control')).toBe('no-store')
}

async function expect404(path: string, name: string) {
  const { status, body } = await get(path)
  expect(status, path).toBe(404)
  expect(body.error.code).toBe('not_found')
  expect(body.error.message).toContain(name)
}

const yearOf = (iso: unknown) => zonedParts(new Date(String(iso)), SITE_TIME_ZONE).year
const monthOf = (iso: unknown) => zonedParts(new Date(String(iso)), SITE_TIME_ZONE).month

const NEWEST_NEWS = ['visitor-centre-for-kirikanda', 'first-audited-carbon-report', 'estate-sports-day', 'monsoon-notes-from-ruhuna', 'tea-bars-at-two-airports', 'chief-taster-honoured', 'clean-water-uva-hills', 'plastic-free-tea-bags', 'seasonal-flush-teas-return']

describe('GET /dmc-apis/news', () => {
  it('lists the news newest first, nine to a page, with what a card shows', async () => {
    const body = await list('/dmc-apis/news')
    expect(body.meta).toEqual({ page: 1, size: 9, total: 31, totalPages: 4 })
    expect(slugs(body)).toEqual(NEWEST_NEWS)
    expect(body.data[0]).toMatchObject({
      url: routes.media.news('visitor-centre-for-kirikanda'),
      title: 'A visitor centre for Kirikanda',
      date: '2026-10-29T04:30:00.000Z',
      sub_category: 'company',
      sub_category_name: 'Company',
      summary: expect.stringContaining('Work has begun'),
      image: { url: expect.stringContaining('/api/media/file/dalumara-media-factory-golden'), alt: expect.any(String), width: 1200, height: 800 },
    })
    const dates = body.data.map((item) => String(item.date))
    expect([...dates].sort().reverse()).toEqual(dates)
  })

  it('pages with page and size', async () => {
    const last = await list('/dmc-apis/news?page=4')
    expect(last.meta).toEqual({ page: 4, size: 9, total: 31, totalPages: 4 })
    expect(slugs(last)).toEqual(['hethumalee-creche-reopens', 'solar-roofs-for-three-factories', 'early-first-flush-at-kirikanda', 'tasting-room-opens-in-colombo'])
    const small = await list('/dmc-apis/news?size=2&page=2')
    expect(slugs(small)).toEqual(NEWEST_NEWS.slice(2, 4))
    expect((await list('/dmc-apis/news?page=9')).data).toEqual([])
  })

  it('filters by year, by month, by topic and by all three', async () => {
    for (const [year, total] of [[2024, 10], [2025, 11], [2026, 10]] as const) {
      const body = await list(`/dmc-apis/news?year=${year}&size=20`)
      expect(body.meta.total, String(year)).toBe(total)
      expect(body.data.every((item) => yearOf(item.date) === year)).toBe(true)
    }
    expect((await list('/dmc-apis/news?year=2019')).meta).toMatchObject({ total: 0, totalPages: 0 })
    const march = await list('/dmc-apis/news?month=3')
    expect(slugs(march)).toEqual(['plastic-free-tea-bags', 'rainwater-for-every-line-room', 'solar-roofs-for-three-factories'])
    const awards = await list('/dmc-apis/news?subCategory=awards')
    expect(awards.meta.total).toBe(4)
    expect(awards.data.every((item) => item.sub_category === 'awards' && item.sub_category_name === 'Awards')).toBe(true)
    expect(slugs(await list('/dmc-apis/news?year=2025&month=4&subCategory=company'))).toEqual(['dalumara-tea-arrives-in-germany'])
    expect((await list('/dmc-apis/news?year=2025&month=4&subCategory=awards')).meta.total).toBe(0)
  })

  it('answers in German, and names the topics in German', async () => {
    const de = await list('/dmc-apis/news?lang=de&year=2026&month=3')
    expect(de.data[0]).toMatchObject({ slug: 'plastic-free-tea-bags', title: 'Alle unsere Teebeutel sind jetzt plastikfrei', sub_category_name: 'Nachhaltigkeit' })
    const older = await list('/dmc-apis/news?lang=de&year=2024&month=3')
    expect(older.data[0]).toMatchObject({ title: 'Solardächer für drei Plantagenfabriken', sub_category_name: 'Nachhaltigkeit' })
  })

  it.each([
    ['page=0', /^page must be a whole number/],
    ['size=101', /^size must be a whole number from 1 to 100/],
    ['year=1899', /^year must be a whole number from 1900 to 2100/],
    ['year=twenty', /^year must be a whole number/],
    ['month=13', /^month must be a whole number from 1 to 12/],
    ['month=0', /^month must be a whole number from 1 to 12/],
    ['subCategory=gossip', /^subCategory must be one of company, tea-and-estates, sustainability, community, awards; "gossip" is not/],
    ['subCategory=Not%20a%20slug', /^subCategory must be a slug/],
    ['lang=fr', /^lang must be one of en, de/],
    ['country=XX', /^country must be GLOBAL or a two-letter ISO 3166 country code/],
  ])('answers 400 for %s', (query, message) => expect400(`/dmc-apis/news?${query}`, message))

  it('ignores parameters it does not declare', async () => {
    expect((await list('/dmc-apis/news?category=anything&utm_source=x')).meta.total).toBe(31)
  })
})

describe('GET /dmc-apis/news_by_name/{name}', () => {
  it('answers one story with its text, pictures and the stories either side', async () => {
    const { status, body } = await get('/dmc-apis/news_by_name/tea-bars-at-two-airports')
    expect(status).toBe(200)
    expect(Object.keys(body)).toEqual(['data'])
    expect(body.data).toMatchObject({
      slug: 'tea-bars-at-two-airports',
      url: routes.media.news('tea-bars-at-two-airports'),
      title: 'Dalumara tea bars open in two airports',
      previous: { slug: 'chief-taster-honoured', url: routes.media.news('chief-taster-honoured'), title: 'Tea maker of the year: our chief taster honoured' },
      next: { slug: 'monsoon-notes-from-ruhuna', url: routes.media.news('monsoon-notes-from-ruhuna'), title: 'Monsoon notes from the Ruhuna lowlands' },
    })
    expect(body.data.body.root.children).toHaveLength(2)
    // The story's subject picture (a cup of black tea, see src/seed/images/subjects.ts) leads its two seeded pictures.
    expect(body.data.images).toHaveLength(3)
    expect((await get('/dmc-apis/news_by_name/tasting-room-opens-in-colombo')).body.data.previous).toBeNull()
    expect((await get('/dmc-apis/news_by_name/visitor-centre-for-kirikanda')).body.data.next).toBeNull()
  })

  it('answers in German', async () => {
    const { body } = await get('/dmc-apis/news_by_name/tea-bars-at-two-airports?lang=de')
    expect(body.data.title).toBe('Dalumara Teebars an zwei Flughäfen eröffnet')
  })

  it('answers 404 for unknown names and 400 for bad parameters', async () => {
    await expect404('/dmc-apis/news_by_name/no-such-story', 'No news story is named "no-such-story"')
    await expect400('/dmc-apis/news_by_name/tea-bars-at-two-airports?lang=xx', /^lang must be/)
  })
})

describe('GET /dmc-apis/events and upcoming_events', () => {
  let all: Item[] = []
  beforeAll(async () => {
    all = (await list('/dmc-apis/events?size=100')).data
  })

  it('lists every event, latest start first, nine to a page, each saying whether it is upcoming', async () => {
    const body = await list('/dmc-apis/events')
    expect(body.meta).toEqual({ page: 1, size: 9, total: 12, totalPages: 2 })
    expect(all).toHaveLength(12)
    const starts = all.map((item) => String(item.start))
    expect([...starts].sort().reverse()).toEqual(starts)
    expect(all[0]).toMatchObject({ slug: 'first-flush-celebration', url: routes.media.events('first-flush-celebration'), all_day: true, upcoming: true, place: 'Kirikanda Estate, Dimbula' })
    const past = all.find((item) => item.slug === 'london-trade-tasting')!
    expect(past).toMatchObject({ upcoming: false, all_day: false, place: 'The Tea Rooms, London' })
    // Five hours, from 11:00 in the site's time zone.
    expect(new Date(String(past.end)).getTime() - new Date(String(past.start)).getTime()).toBe(5 * 3_600_000)
    expect(zonedParts(new Date(String(past.start)), SITE_TIME_ZONE)).toMatchObject({ hour: 11, minute: 0 })
  })

  it('filters by the year and month an event starts in (site time zone)', async () => {
    const years = [...new Set(all.map((item) => yearOf(item.start)))]
    expect(years.length).toBeGreaterThanOrEqual(2)
    for (const year of years) {
      const body = await list(`/dmc-apis/events?year=${year}&size=100`)
      expect(slugs(body), String(year)).toEqual(all.filter((item) => yearOf(item.start) === year).map((item) => item.slug))
    }
    const first = all[all.length - 1]!
    const [year, month] = [yearOf(first.start), monthOf(first.start)]
    const inMonth = await list(`/dmc-apis/events?year=${year}&month=${month}`)
    expect(slugs(inMonth)).toContain(first.slug)
    expect(inMonth.data.every((item) => yearOf(item.start) === year && monthOf(item.start) === month)).toBe(true)
    const monthOnly = await list(`/dmc-apis/events?month=${month}&size=100`)
    expect(monthOnly.data.every((item) => monthOf(item.start) === month)).toBe(true)
  })

  it('upcoming_events lists the events not over yet, soonest first', async () => {
    const body = await list('/dmc-apis/upcoming_events')
    expect(body.meta).toEqual({ page: 1, size: 9, total: 4, totalPages: 1 })
    expect(slugs(body)).toEqual(['colombo-tea-festival', 'estate-photography-workshop', 'tea-cocktail-night', 'first-flush-celebration'])
    expect(body.data.every((item) => item.upcoming === true)).toBe(true)
    // The festival began yesterday and is still on: upcoming means "not over yet".
    expect(new Date(String(body.data[0]!.start)).getTime()).toBeLessThan(Date.now())
    const paged = await list('/dmc-apis/upcoming_events?size=3&page=2')
    expect(paged.meta).toEqual({ page: 2, size: 3, total: 4, totalPages: 2 })
    expect(slugs(paged)).toEqual(['first-flush-celebration'])
  })

  it.each([
    ['events?year=2101', /^year must be a whole number from 1900 to 2100/],
    ['events?month=-1', /^month must be a whole number from 1 to 12/],
    ['events?size=0', /^size must be a whole number from 1 to 100/],
    ['upcoming_events?page=abc', /^page must be a whole number/],
    ['upcoming_events?lang=it', /^lang must be one of en, de/],
  ])('answers 400 for %s', (query, message) => expect400(`/dmc-apis/${query}`, message))
})

describe('GET /dmc-apis/event_by_name/{name}', () => {
  it('answers one event with its text, pictures and the events either side', async () => {
    const { status, body } = await get('/dmc-apis/event_by_name/colombo-tea-festival')
    expect(status).toBe(200)
    expect(body.data).toMatchObject({
      slug: 'colombo-tea-festival',
      url: routes.media.events('colombo-tea-festival'),
      title: 'Colombo tea festival',
      place: 'Viharamahadevi Park, Colombo',
      all_day: true,
      upcoming: true,
      previous: { slug: 'london-trade-tasting' },
      next: { slug: 'estate-photography-workshop' },
    })
    expect(body.data.images).toHaveLength(3)
    expect(body.data.body.root.children.length).toBeGreaterThan(0)
  })

  it('answers 404 for unknown names', () => expect404('/dmc-apis/event_by_name/no-such-event', 'No event is named "no-such-event"'))
})

const PRESS_CATEGORIES = [
  { slug: 'press-coverage', name: 'Press coverage', subs: [['print', 'Print'], ['online', 'Online'], ['broadcast', 'Radio and television']] },
  { slug: 'press-releases', name: 'Press releases', subs: [['company-news', 'Company news'], ['product-news', 'Product news']] },
  { slug: 'interviews', name: 'Interviews and profiles', subs: [['q-and-a', 'Questions and answers'], ['profiles', 'Profiles']] },
]

describe('GET /dmc-apis/press_categories', () => {
  it('lists the categories in the editors’ order, each with its sub-categories and the filtered list’s address', async () => {
    const body = await list('/dmc-apis/press_categories')
    expect(body.meta).toEqual({ page: 1, size: 100, total: 3, totalPages: 1 })
    expect(body.data).toEqual(
      PRESS_CATEGORIES.map(({ slug, name, subs }) => ({
        slug,
        name,
        url: `${routes.media.inPress()}?category=${slug}`,
        sub_categories: subs.map(([sub, subName]) => ({ slug: sub, name: subName, url: `${routes.media.inPress()}?category=${slug}&subCategory=${sub}` })),
      })),
    )
  })

  it('names them in German', async () => {
    const body = await list('/dmc-apis/press_categories?lang=de')
    expect(body.data.map((item) => item.name)).toEqual(['Presseberichte', 'Pressemitteilungen', 'Interviews und Porträts'])
  })
})

describe('GET /dmc-apis/press', () => {
  it('lists the press items newest first, with category, publication and card fields', async () => {
    const body = await list('/dmc-apis/press')
    expect(body.meta).toEqual({ page: 1, size: 9, total: 20, totalPages: 3 })
    expect(body.data[0]).toMatchObject({
      slug: 'interview-sustainability-lead',
      url: routes.media.inPress('interview-sustainability-lead'),
      category: { slug: 'interviews', name: 'Interviews and profiles' },
      sub_category: { slug: 'q-and-a', name: 'Questions and answers' },
      publication: 'Gourmet Compass',
      link: null,
      image: { url: expect.stringContaining('/api/media/file/'), alt: expect.any(String) },
    })
    const dates = (await list('/dmc-apis/press?size=20')).data.map((item) => String(item.date))
    expect([...dates].sort().reverse()).toEqual(dates)
  })

  it('filters by category, by sub-category, by both, and by year and month', async () => {
    for (const [category, total] of [['press-coverage', 9], ['press-releases', 6], ['interviews', 5]] as const) {
      const body = await list(`/dmc-apis/press?category=${category}&size=20`)
      expect(body.meta.total, category).toBe(total)
      expect(body.data.every((item) => (item.category as { slug: string }).slug === category)).toBe(true)
    }
    const broadcast = await list('/dmc-apis/press?subCategory=broadcast')
    expect(slugs(broadcast)).toEqual(['lanka-morning-tv-festival', 'nordsee-genuss-radio-tea', 'lanka-morning-tv-estate-visit'])
    expect(slugs(await list('/dmc-apis/press?category=press-releases&subCategory=product-news'))).toEqual(['release-airport-tea-bars', 'release-plastic-free-bags', 'release-packing-line'])
    const y2025 = await list('/dmc-apis/press?year=2025&size=20')
    expect(y2025.meta.total).toBe(8)
    expect(y2025.data.every((item) => yearOf(item.date) === 2025)).toBe(true)
    expect(slugs(await list('/dmc-apis/press?year=2026&month=3'))).toEqual(['release-plastic-free-bags'])
  })

  it.each([
    ['category=gossip', /^category must be one of press-coverage, press-releases, interviews; "gossip" is not/],
    ['subCategory=tabloid', /^subCategory must be one of print, online, broadcast, company-news, product-news, q-and-a, profiles; "tabloid" is not/],
    ['category=press-releases&subCategory=print', /^subCategory "print" is not a sub-category of "press-releases"/],
    ['year=3000', /^year must be a whole number from 1900 to 2100/],
    ['month=12.5', /^month must be a whole number/],
    ['page=0', /^page must be a whole number/],
  ])('answers 400 for %s', (query, message) => expect400(`/dmc-apis/press?${query}`, message))
})

describe('GET /dmc-apis/press_by_name/{name}', () => {
  it('answers a press release with its text and PDF', async () => {
    const { status, body } = await get('/dmc-apis/press_by_name/release-plastic-free-bags')
    expect(status).toBe(200)
    expect(body.data).toMatchObject({
      slug: 'release-plastic-free-bags',
      category: { slug: 'press-releases' },
      sub_category: { slug: 'product-news' },
      publication: null,
      link: null,
      file: { url: expect.stringContaining('dalumara-press-release-plastic-free-bags.pdf'), filename: 'dalumara-press-release-plastic-free-bags.pdf', filesize: expect.any(Number) },
    })
    expect(body.data.body.root.children).toHaveLength(2)
    const pdf = await fetch(new URL(body.data.file.url, url('/')))
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toContain('application/pdf')
  })

  it('answers coverage with the address of the original and no text of ours', async () => {
    const { body } = await get('/dmc-apis/press_by_name/gourmet-compass-nuwara-eliya')
    expect(body.data).toMatchObject({ publication: 'Gourmet Compass', link: 'https://gourmetcompass.example/tea/nuwara-eliya', body: null, file: null })
  })

  it('answers 404 for unknown names', () => expect404('/dmc-apis/press_by_name/no-such-piece', 'No press item is named "no-such-piece"'))
})

describe('a country’s own news story', () => {
  let token = ''
  let id: number | null = null
  beforeAll(async () => {
    const payload = await testPayload()
    const { docs } = await payload.find({ collection: 'news', where: { slug: { equals: 'estate-sports-day' }, country: { equals: 'GLOBAL' } }, depth: 0, limit: 1 })
    const global = docs[0]!
    token = await editorToken()
    const response = await fetch(url('/api/news'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
      body: JSON.stringify({
        slug: 'estate-sports-day',
        title: 'Estate sports day, as seen from Colombo',
        date: global.date,
        sub_category: 'community',
        summary: global.summary,
        body: global.body,
        images: global.images.map(({ image }) => ({ image })),
        country: 'LK',
        _status: 'published',
      }),
    })
    expect(response.status).toBe(201)
    id = (await response.json()).doc.id
  })
  // Deleted through REST, so the server's cached LK lists are revalidated for the suites after this one.
  afterAll(async () => {
    if (id === null) return
    const response = await fetch(url(`/api/news/${id}`), { method: 'DELETE', headers: { authorization: `JWT ${token}` } })
    expect(response.status).toBe(200)
  })

  it('replaces GLOBAL’s in that country’s list and detail, and nowhere else', async () => {
    const lk = await list('/dmc-apis/news?country=LK&year=2026&subCategory=community')
    expect(lk.data.filter((item) => item.slug === 'estate-sports-day')).toEqual([expect.objectContaining({ title: 'Estate sports day, as seen from Colombo' })])
    expect(lk.meta.total).toBe(2)
    expect((await get('/dmc-apis/news_by_name/estate-sports-day?country=LK')).body.data.title).toBe('Estate sports day, as seen from Colombo')
    expect((await get('/dmc-apis/news_by_name/estate-sports-day')).body.data.title).toBe('Estate sports day draws 2,000 people')
  })
})

describe('the media pages without JavaScript', () => {
  const html = async (path: string) => {
    const response = await fetch(url(path))
    return { status: response.status, text: await response.text() }
  }

  it('renders the news an address’s filters ask for, per request, and pages with plain links', async () => {
    const first = await html(routes.media.news())
    expect(first.status).toBe(200)
    expect(first.text).toContain('31 news items')
    expect(first.text).toContain('A visitor centre for Kirikanda')
    expect(first.text).toContain(`href="${routes.media.news()}?page=2"`)
    const filtered = await html(`${routes.media.news()}?year=2025&subCategory=awards`)
    expect(filtered.status).toBe(200)
    expect(filtered.text).toContain('2 news items')
    expect(filtered.text).toContain('Kirikanda factory named safest in the district')
    expect(filtered.text).not.toContain('A visitor centre for Kirikanda')
    expect(filtered.text).toMatch(/<option value="2025" selected="">2025<\/option>/)
    const second = await html(`${routes.media.news()}?page=2`)
    expect(second.text).toMatch(/aria-current="page"[^>]*>2</)
    // Unknown values are no filter: the whole list, still bounded.
    expect((await html(`${routes.media.news()}?year=1888&subCategory=gossip`)).text).toContain('31 news items')
  })

  it('links the news feed from the news list’s head', async () => {
    const { text } = await html(routes.media.news())
    expect(text).toMatch(/<link rel="alternate" type="application\/rss\+xml" href="[^"]*\/media\/news\/rss\.xml" title="Dalumara news"\/>/)
  })

  it('filters the press by category and sub-category, and the events by year', async () => {
    const releases = await html(`${routes.media.inPress()}?category=press-releases&subCategory=company-news`)
    expect(releases.status).toBe(200)
    expect(releases.text).toContain('3 press items')
    expect(releases.text).toContain('Survey finds 112 bird species on the estates')
    expect(releases.text).not.toContain('Every tea bag is now plastic-free')
    const events = await html(routes.media.events())
    expect(events.status).toBe(200)
    expect(events.text).toContain('12 events')
    expect(events.text).toContain('Colombo tea festival')
  })

  it('renders each kind of item’s page, and 404 for an unknown one', async () => {
    for (const [path, title] of [
      [routes.media.news('plastic-free-tea-bags'), 'All our tea bags are now plastic-free'],
      [routes.media.events('colombo-tea-festival'), 'Colombo tea festival'],
      [routes.media.inPress('release-plastic-free-bags'), 'Every tea bag is now plastic-free'],
    ]) {
      const page = await html(path)
      expect(page.status, path).toBe(200)
      expect(page.text).toContain(`<h1 class="font-serif text-3xl sm:text-4xl lg:text-5xl">${title}</h1>`)
      expect(page.text).toContain('<script type="application/ld+json">')
      expect(page.text).toMatch(/<ul data-share-item="(news|events|press):[a-z0-9-]+"/)
      expect(meta(page.text, 'og:image')).toMatch(sharedUpload('dalumara-'))
      expect(page.text).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${path}"`))
    }
    for (const path of [routes.media.news('no-such-story'), routes.media.events('no-such-event'), routes.media.inPress('no-such-piece')]) {
      expect((await html(path)).status, path).toBe(404)
    }
  })

  it('says beside a press release’s PDF that it is in English, on a German page only', async () => {
    const path = routes.media.inPress('release-plastic-free-bags')
    const english = (await html(path)).text
    expect(english).toMatch(/>Download the PDF \(\d+(\.\d)? kB\)</)
    const german = await (await fetch(url(path), { headers: { cookie: 'lang=de' } })).text()
    expect(german).toMatch(/>PDF herunterladen \(Englisch, \d+(,\d)? kB\)</)
  })

  it('writes schema.org Article and Event data', async () => {
    const jsonLd = (text: string) => JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(text)![1]!)
    const news = jsonLd((await html(routes.media.news('plastic-free-tea-bags'))).text)
    expect(news).toMatchObject({ '@context': 'https://schema.org', '@type': 'NewsArticle', headline: 'All our tea bags are now plastic-free', datePublished: '2026-03-12T04:30:00.000Z' })
    expect(news.image[0]).toMatch(/^https?:\/\/.*\/api\/media\/file\//)
    const event = jsonLd((await html(routes.media.events('colombo-tea-festival'))).text)
    expect(event).toMatchObject({ '@type': 'Event', name: 'Colombo tea festival', location: { '@type': 'Place', name: 'Viharamahadevi Park, Colombo' } })
    expect(new Date(event.endDate).getTime()).toBeGreaterThan(new Date(event.startDate).getTime())
    const press = jsonLd((await html(routes.media.inPress('gourmet-compass-nuwara-eliya'))).text)
    expect(press).toMatchObject({ '@type': 'Article', publisher: { '@type': 'Organization', name: 'Gourmet Compass' } })
  })
})

describe('the news feed', () => {
  it('is RSS 2.0 with the channel’s title, link and description and the latest twenty stories', async () => {
    const response = await fetch(url(routes.media.newsFeed))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8')
    const xml = await response.text()
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true)
    const channel = /<channel>([\s\S]*?)<item>/.exec(xml)![1]!
    expect(channel).toMatch(/<title>Dalumara news<\/title>/)
    expect(channel).toMatch(new RegExp(`<link>https?://[^<]+${routes.media.news()}</link>`))
    expect(channel).toMatch(/<description>[^<]+<\/description>/)
    const items = [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((m) => m[1]!)
    expect(items).toHaveLength(20)
    expect(items[0]).toContain('<title>A visitor centre for Kirikanda</title>')
    for (const item of items) {
      const link = /<link>([^<]+)<\/link>/.exec(item)![1]!
      expect(item).toContain(`<guid isPermaLink="true">${link}</guid>`)
      expect(item).toMatch(/<pubDate>(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT<\/pubDate>/)
      expect(item).toMatch(/<description>[^<]+<\/description>/)
      expect(new URL(link).pathname).toMatch(/^\/media\/news\/[a-z0-9-]+$/)
    }
    // Text is escaped: an ampersand in a title stays well-formed.
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/)
  })
})

describe('site search and the sitemap', () => {
  it('indexes news, events and press with their pages', async () => {
    const payload = await testPayload()
    const find = async (title: string) => (await payload.find({ collection: 'search', where: { title: { equals: title } }, limit: 2 })).docs
    expect(await find('A visitor centre for Kirikanda')).toEqual([expect.objectContaining({ type: 'News', url: routes.media.news('visitor-centre-for-kirikanda') })])
    expect(await find('Colombo tea festival')).toEqual([expect.objectContaining({ type: 'Event', url: routes.media.events('colombo-tea-festival') })])
    expect(await find('Seasonal flushes: small lots, big demand')).toEqual([expect.objectContaining({ type: 'Press', url: routes.media.inPress('leaf-and-cup-seasonal-flush') })])
  })

  it('lists every item’s page in the sitemap', async () => {
    const xml = await (await fetch(url('/sitemap.xml'))).text()
    for (const path of [routes.media.news('estate-sports-day'), routes.media.events('tea-cocktail-night'), routes.media.inPress('release-germany-launch')]) {
      expect(xml, path).toContain(`${path}</loc>`)
    }
  })
})
