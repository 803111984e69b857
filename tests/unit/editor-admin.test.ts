import type { Block, Field, SanitizedConfig, Tab, TextField } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { nameToWords } from '@/cms/admin/editor-admin'
import { inLanguageOrder, labelIn } from '@/cms/admin/options-order'
import { marketTitle } from '@/cms/fields/market-title'
import { slugFollowingTitle } from '@/cms/fields/slug'
import { COUNTRY_OPTIONS, countryName } from '@/config/countries'
import { slugFromTitle } from '@/lib/routing/slug-format'
import { siteConfig } from '@/site.config'

/** What reads as code rather than words: snake_case, camelCase, template placeholders, the database's names. */
const CODE_LIKE = /_|\b[a-z]+[A-Z]\w*|\{[a-z]+\}|\bslugs?\b|\bGLOBAL\b|\bAPI\b|for fast filtering/

/** Names and loanwords German writes as English does; any other German equal to its English is untranslated. */
const SAME_IN_GERMAN = new Set([
  'Album', 'Aroma', 'Audio', 'Cover', 'Downloads', 'Facebook', 'Format', 'Instagram', 'Interviews', 'Link', 'Links', 'LinkedIn', 'Material', 'Name',
  'Navigation', 'Person', 'Pinterest', 'Podcasts', 'Region', 'Scan', 'Shop', 'Shops', 'System', 'Tea Inspired', 'Text', 'TikTok',
  'Video', 'Videos', 'X', 'YouTube', '°C',
])

type Found = { where: string; text: string; problem: string }

/** Every label, option and help text an editor meets in the admin: collections, globals, groups, blocks, tabs, fields. */
function walkConfig(config: SanitizedConfig): Found[] {
  const found: Found[] = []
  const label = (where: string, value: unknown, what = 'label', nameOf?: string) => {
    // A function is Payload's own i18n; `false` is a group shown without a heading of its own.
    if (typeof value === 'function' || value === false) return
    const { en, de } = value && typeof value === 'object' ? (value as Record<string, string | undefined>) : { en: String(value), de: undefined }
    if (!en || !de) found.push({ where, text: JSON.stringify(value), problem: `${what} not in English and German` })
    else if (en === de && !SAME_IN_GERMAN.has(en) && de !== nameOf) found.push({ where, text: de, problem: `${what}'s German is its English` })
    for (const text of [en, de]) if (text && CODE_LIKE.test(text)) found.push({ where, text, problem: `${what} reads as code` })
  }
  const description = (where: string, value: unknown) => {
    if (value !== undefined) label(where, value, 'help text')
  }
  const options = (where: string, field: Field) => {
    if (field.type !== 'select' && field.type !== 'radio') return
    for (const option of field.options) {
      const value = typeof option === 'string' ? option : option.value
      // A country is named as German names it (Intl), often as English does: "Japan", "Sri Lanka".
      label(`${where} option ${value}`, typeof option === 'string' ? option : option.label, 'option', /^[A-Z]{2}$/.test(value) ? countryName(value, 'de') : undefined)
    }
  }
  // Two fields side by side with one label cannot be told apart (rows and unnamed tabs share their parent's form).
  const twins = (where: string, list: Field[]) => {
    const side = (fs: Field[]): Field[] => fs.flatMap((f) => (f.type === 'row' || f.type === 'collapsible' ? side(f.fields) : f.type === 'tabs' ? f.tabs.flatMap((t) => ('name' in t && t.name ? [] : side(t.fields))) : [f]))
    const names = side(list).flatMap((f) => ('name' in f && f.label && typeof f.label === 'object' ? [(f.label as Record<string, string>).en] : []))
    for (const name of new Set(names.filter((n, i) => names.indexOf(n) !== i))) found.push({ where, text: name, problem: 'two fields with one label' })
  }
  const seen = new Set<Block>()
  const block = (where: string, b: Block) => {
    if (seen.has(b)) return
    seen.add(b)
    label(`${where} block ${b.slug}`, b.labels?.singular)
    label(`${where} block ${b.slug} (plural)`, b.labels?.plural)
    fields(`${where}<${b.slug}>`, b.fields)
  }
  const fields = (where: string, list: Field[]) => {
    twins(where, list)
    for (const field of list) {
      const admin = field.admin as { hidden?: boolean; disabled?: boolean; description?: unknown } | undefined
      if (('hidden' in field && field.hidden) || admin?.hidden || admin?.disabled) continue
      const here = 'name' in field && field.name ? `${where}.${field.name}` : where
      // Payload's own fields (id, dates, status, block names) are labelled by its translations.
      if ('name' in field && field.name && field.type !== 'ui' && !(typeof field.label === 'function')) label(here, field.label)
      description(here, admin?.description)
      options(here, field)
      // An array's row names: its "Add …" button and each row's heading.
      if (field.type === 'array') {
        label(`${here} row`, field.labels?.singular)
        label(`${here} rows`, field.labels?.plural)
      }
      if ('fields' in field && Array.isArray(field.fields)) fields(here, field.fields)
      if (field.type === 'tabs') field.tabs.forEach((tab: Tab, i) => (label(`${here} tab ${i}`, tab.label), description(`${here} tab ${i}`, tab.description), fields(here, tab.fields)))
      if (field.type === 'blocks') for (const b of field.blocks) block(here, b)
    }
  }
  for (const collection of config.collections) {
    // Payload's own collections (jobs, preferences, migrations) speak its translations.
    if (collection.slug.startsWith('payload-') || collection.admin?.hidden === true) continue
    label(`collection ${collection.slug}`, collection.labels.singular)
    // Payload's dashboard names its "Create new …" button with the plural as it is, so it is a function giving
    // the editor's language its words (an {en, de} object would read "[object Object]").
    const plural = collection.labels.plural
    const inLanguage = (language: string) => (typeof plural === 'function' ? plural({ i18n: { language }, t: (key: string) => key } as never) : plural)
    if (typeof plural !== 'function') found.push({ where: `collection ${collection.slug} (plural)`, text: JSON.stringify(plural), problem: 'not a word for each language' })
    else label(`collection ${collection.slug} (plural)`, { en: inLanguage('en'), de: inLanguage('de') })
    if (collection.admin.group) label(`collection ${collection.slug} group`, collection.admin.group)
    description(`collection ${collection.slug}`, collection.admin.description)
    fields(collection.slug, collection.fields)
  }
  for (const global of config.globals) {
    label(`global ${global.slug}`, global.label)
    if (global.admin.group) label(`global ${global.slug} group`, global.admin.group)
    description(`global ${global.slug}`, global.admin.description)
    fields(global.slug, global.fields)
  }
  return found
}

describe('the admin as editors see it', () => {
  let config: SanitizedConfig
  beforeAll(async () => {
    process.env.PAYLOAD_SECRET ||= 'unit-test-secret-for-the-admin-labels'
    config = await (await import('@/payload.config')).default
  }, 120_000)

  it('names every collection, global, group, block, tab, field and option in English and German, in words, and explains in both without code', () => {
    const found = walkConfig(config)
    expect(found.map(({ where, text, problem }) => `${where}: ${problem}: ${text}`)).toEqual([])
  })

  it('hides the API tab, whose URLs and JSON are for developers', () => {
    const shown = [...config.collections, ...config.globals].filter((entity) => !entity.slug.startsWith('payload-') && !entity.admin.hideAPIURL)
    expect(shown.map((entity) => entity.slug)).toEqual([])
  })

  it('shows every date picker’s date with its year', () => {
    const formats: string[] = []
    const visit = (list: Field[]) => {
      for (const field of list) {
        if (field.type === 'date') formats.push(field.admin?.date?.displayFormat ?? (field.admin?.date?.pickerAppearance ?? 'default'))
        if ('fields' in field && Array.isArray(field.fields)) visit(field.fields)
        if (field.type === 'tabs') for (const tab of field.tabs) visit(tab.fields)
        if (field.type === 'blocks') for (const b of field.blocks) visit(b.fields)
      }
    }
    for (const entity of [...config.collections, ...config.globals]) if (!entity.slug.startsWith('payload-')) visit(entity.fields)
    // A picker without a format of its own shows "MM/dd/yyyy" (the default appearance) or leaves the year out.
    expect(formats.filter((format) => format !== 'default' && !format.includes('yyyy'))).toEqual([])
    expect(formats.length).toBeGreaterThan(5)
  })

  it('schedules in the brand’s time zone, offered in the list, and asks Gravatar for nothing', () => {
    const { avatar, timezones } = config.admin
    expect(avatar).toBe('default')
    expect(timezones.defaultTimezone).toBe(siteConfig.SITE_TIME_ZONE)
    expect(timezones.supportedTimezones.filter((zone) => zone.value === siteConfig.SITE_TIME_ZONE)).toHaveLength(1)
  })

  it('names every record by words, never by its id or a code: headings, lists and links show its title', () => {
    const byCode = config.collections
      .filter((collection) => !collection.slug.startsWith('payload-') && collection.admin.hidden !== true)
      .filter((collection) => {
        const title = collection.fields.find((field) => 'name' in field && field.name === collection.admin.useAsTitle)
        return !title || title.type === 'select' || collection.admin.useAsTitle === 'id'
      })
    expect(byCode.map((collection) => `${collection.slug}: ${collection.admin.useAsTitle}`)).toEqual([])
    expect(marketTitle({ en: 'Home page', de: 'Startseite' }, 'GLOBAL')).toBe('Home page — All countries')
    expect(marketTitle({ en: 'Home page', de: 'Startseite' }, 'LK', 'de')).toBe('Startseite — Sri Lanka')
    expect(marketTitle({ en: 'Home page', de: 'Startseite' }, 'DE', 'de')).toBe('Startseite — Deutschland')
  })

  it('lists countries in the order of the admin’s language, all countries first', () => {
    const names = (language: string) => inLanguageOrder(COUNTRY_OPTIONS, language).map((option) => labelIn(option.label, language, option.value))
    const german = names('de')
    expect(german[0]).toBe('Alle Länder')
    // "Egypt" comes after "Belgium" in English; "Ägypten" before "Belgien" in German.
    expect(german.indexOf('Ägypten')).toBeLessThan(german.indexOf('Belgien'))
    expect(names('en').indexOf('Egypt')).toBeGreaterThan(names('en').indexOf('Belgium'))
    const home = config.collections.find((collection) => collection.slug === 'home')!
    const country = home.fields.find((field) => 'name' in field && field.name === 'country')!
    expect((country.admin?.components as { Field?: unknown } | undefined)?.Field).toBe('@/cms/admin/CountrySelect#CountrySelect')
  })

  it('makes a field name into words when no label is given', () => {
    expect(['link_text', 'mobile_sliders', 'completedAt', 'url'].map(nameToWords)).toEqual(['Link text', 'Mobile sliders', 'Completed at', 'Url'])
  })
})

describe('a slug from the title', () => {
  it('makes the title an address segment', () => {
    expect(slugFromTitle('Afternoon tea à la française!')).toBe('afternoon-tea-a-la-francaise')
    expect(slugFromTitle('Große Teeprobe 2026')).toBe('grosse-teeprobe-2026')
    expect(slugFromTitle('  —  ')).toBe('')
    expect(slugFromTitle('word '.repeat(30)).length).toBeLessThanOrEqual(60)
  })

  /** The slug field's hook as Payload calls it, with a stand-in for the two reads it may make. */
  async function follow(args: { value?: string; title: string; previous?: string; published?: number; taken?: number; locale?: string }) {
    const field = slugFollowingTitle([{ name: 'slug', type: 'text' }], 'title')[0] as TextField
    const hook = field.hooks!.beforeValidate!.at(-1)!
    const payload = { countVersions: async () => ({ totalDocs: args.published ?? 0 }), count: async () => ({ totalDocs: args.taken ?? 0 }) }
    const originalDoc = args.previous === undefined ? undefined : { id: 7, title: args.previous, country: 'GLOBAL' }
    const req = { locale: args.locale ?? 'en', payload }
    return hook({ value: args.value, data: { title: args.title, country: 'GLOBAL' }, originalDoc, collection: { slug: 'news' }, req } as never)
  }

  it('follows the title while it is empty or still the previous title’s, until the first publish', async () => {
    expect(await follow({ title: 'First flush at Kirikanda' })).toBe('first-flush-at-kirikanda')
    expect(await follow({ value: 'first-flush', title: 'First flush at Kirikanda', previous: 'First flush' })).toBe('first-flush-at-kirikanda')
    expect(await follow({ value: 'my-own', title: 'First flush at Kirikanda', previous: 'First flush' }), 'edited by hand').toBe('my-own')
    expect(await follow({ value: 'first-flush', title: 'First flush at Kirikanda', previous: 'First flush', published: 1 }), 'published once').toBe('first-flush')
    expect(await follow({ title: 'First flush at Kirikanda', taken: 1 }), 'another record holds it').toBeUndefined()
    expect(await follow({ title: 'Erste Pflückung', locale: 'de' }), 'a translation').toBeUndefined()
  })
})
