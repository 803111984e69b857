import type { CollectionConfig, Plugin } from 'payload'

/**
 * Upload URLs (`url`, and `sizes.<name>.url`) are computed from the stored file names after
 * reading, so a read that selects only the URLs — every GraphQL query does, see
 * selectRequestedFields.ts — would answer null. This makes every upload collection always read
 * its file names, whatever the selection.
 */
export const uploadUrlsSurviveSelect: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map((collection) => (collection.upload ? withFileNames(collection) : collection)),
})

function withFileNames(collection: CollectionConfig): CollectionConfig {
  const upload = typeof collection.upload === 'object' ? collection.upload : {}
  const sizes = Object.fromEntries((upload.imageSizes ?? []).map((size) => [size.name, { filename: true }]))
  return {
    ...collection,
    forceSelect: {
      ...collection.forceSelect,
      filename: true,
      ...(Object.keys(sizes).length ? { sizes } : {}),
    } as CollectionConfig['forceSelect'],
  }
}
