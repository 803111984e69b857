import { itemsBlock } from '../block-config'

/**
 * Places where our teas grow: a map with one marker per place, and the same places as a list
 * beside it (the keyboard and screen-reader path). Names stay short: Postgres cuts identifiers at
 * 63 characters (docs/STATUS.md, Pitfalls).
 */
export const TeaLocations = itemsBlock({ slug: 'teaLocations', labels: ['Tea locations map', 'Tea locations maps'], intro: true, list: 'places', minRows: 1 }, [
  {
    type: 'row',
    fields: [
      { name: 'latitude', type: 'number', required: true, min: -90, max: 90 },
      { name: 'longitude', type: 'number', required: true, min: -180, max: 180 },
    ],
  },
  { name: 'title', type: 'text', localized: true, required: true },
  { name: 'description', type: 'textarea', localized: true },
  { name: 'image', type: 'upload', relationTo: 'media' },
])
