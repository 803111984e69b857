import { storageSettings } from '@/site.config'
import type { CollectionConfig } from 'payload'
import { anyone, contentEditors, createContent, updateContent } from '../access'
import { withMarketFilter } from '../admin/config'
import { countryField } from '../fields/country'
import { keepMarketEditorsInTheirMarkets, marketEditorsCreateInTheirMarket, translatorsChangeTranslationsOnly } from '../hooks/role-guards'
import { missingLocalFileIs404 } from '../uploads/missing-file'
import { MEDIA_MIME_TYPES, refuseOversizedUploads } from '../uploads/upload-limits'

/**
 * Images and files. Every image carries alt text (required, per language). Each belongs to a market,
 * as content does: a market editor uploads to and changes the files of their markets only (an upload
 * that names none joins theirs), so a picture on GLOBAL pages is out of their reach; translators
 * translate alt text (the guard keeps the file and everything else as it is); deleting a file, which
 * any page may use, is for admins and editors.
 */
export const Media: CollectionConfig = {
  slug: 'media',
  admin: withMarketFilter({ group: 'Content', defaultColumns: ['filename', 'alt', 'country'] }),
  access: { read: anyone, create: createContent, update: updateContent, delete: contentEditors },
  hooks: {
    beforeOperation: [refuseOversizedUploads(storageSettings().maxUploadBytes), marketEditorsCreateInTheirMarket],
    beforeChange: [keepMarketEditorsInTheirMarkets, translatorsChangeTranslationsOnly],
  },
  upload: {
    staticDir: storageSettings().mediaDir,
    handlers: [missingLocalFileIs404(storageSettings().mediaDir)],
    mimeTypes: MEDIA_MIME_TYPES,
    focalPoint: true,
    // Pages ask next/image, which resizes the original on demand for each width a template's `sizes`
    // needs; stored sizes are the ones used as they are: the admin's lists, and the 1200×630 share
    // card (Open Graph, src/lib/seo.ts), cropped around the focal point the editor sets.
    imageSizes: [
      { name: 'thumbnail', width: 400 },
      { name: 'share', width: 1200, height: 630, withoutEnlargement: false },
    ],
  },
  // History with restore: replacing a file or its alt text can be undone.
  versions: { maxPerDoc: 10 },
  fields: [{ name: 'alt', type: 'text', required: true, localized: true }, countryField()],
}
