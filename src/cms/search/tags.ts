/**
 * Filter tags of a search index row: plain words the index can match exactly, written beside the
 * row's text (`tags`) so that a search narrowed to a kind of item, a site folder or a country's
 * catalogue is answered by the full-text index itself, paged in the database
 * (src/data/search-index/). One vocabulary for both dialects: SQLite's FTS5 and PostgreSQL's
 * `simple` text search both read a lower-case run of letters and digits as one word.
 *
 * - `c{collection}`: the collection the row stands for (`cproducts`);
 * - `in{segment}`: each folder of the row's path (`inteaformats` for /our-products/our-teas/tea-formats/…),
 *   so a search box can keep to the pages under one folder;
 * - `sold{country}` or `soldall`: where a catalogue item is sold (src/cms/fields/availability.ts);
 *   everything that is not sold is `soldall`, so a country's search leaves out only what it does not sell.
 */
export const tagWord = (value: string) => value.toLowerCase().replace(/[^a-z0-9]/g, '')

export const collectionTag = (collection: string) => `c${tagWord(collection)}`
export const folderTag = (segment: string) => `in${tagWord(segment)}`
export const soldTag = (country: string | 'all') => `sold${tagWord(country)}`

type Sold = { sold_everywhere?: unknown; sold_in?: unknown }

export function indexTags(collection: string, url: string, doc: Sold): string {
  const folders = url.split(/[?#]/)[0].split('/').filter(Boolean).slice(0, -1)
  const sold = 'sold_everywhere' in doc && doc.sold_everywhere === false ? (Array.isArray(doc.sold_in) ? doc.sold_in.map(String) : []) : ['all']
  return [collectionTag(collection), ...folders.map(folderTag), ...sold.map(soldTag)].join(' ')
}
