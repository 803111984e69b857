import { storageSettings } from '@/site.config'
import type { CollectionConfig } from 'payload'
import { anyone, contentEditors, createContent, updateContent } from '../access'
import { withMarketFilter } from '../admin/config'
import { countryField } from '../fields/country'
import { keepMarketEditorsInTheirMarkets, marketEditorsCreateInTheirMarket, translatorsChangeTranslationsOnly } from '../hooks/role-guards'
import { adminThumbnail } from '../uploads/admin-thumbnail'
import { deleteSizesOfFile, queueSizesOfNewFile } from '../uploads/picture-sizes'
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
  // Not "Media": the media centre is the news, events and press, a group of its own.
  labels: { singular: 'Picture or file', plural: 'Pictures and files' },
  admin: withMarketFilter({
    group: 'Content',
    defaultColumns: ['filename', 'alt', 'country'],
    // Editors look for a picture by what it shows: its alt text, as well as its file name.
    listSearchableFields: ['filename', 'alt'],
    // A library of hundreds of pictures: a screenful of thumbnails per page, not Payload's 10.
    pagination: { defaultLimit: 50, limits: [25, 50, 100] },
  }),
  access: { read: anyone, create: createContent, update: updateContent, delete: contentEditors },
  hooks: {
    beforeOperation: [refuseOversizedUploads(storageSettings().maxUploadBytes), marketEditorsCreateInTheirMarket],
    beforeChange: [keepMarketEditorsInTheirMarkets, translatorsChangeTranslationsOnly],
    afterChange: [queueSizesOfNewFile],
    afterDelete: [deleteSizesOfFile],
  },
  upload: {
    staticDir: storageSettings().mediaDir,
    handlers: [missingLocalFileIs404(storageSettings().mediaDir)],
    mimeTypes: MEDIA_MIME_TYPES,
    // Pictures cropped to their frame on the pages (`object-fit: cover`) keep this point in view.
    focalPoint: true,
    // No sizes made during the save (that made every upload 3–4× slower): the jobs queue makes every width
    // the pages ask for in the background (src/cms/uploads/picture-sizes.ts).
    adminThumbnail,
  },
  // History with restore: replacing a file or its alt text can be undone.
  versions: { maxPerDoc: 10 },
  fields: [
    { name: 'alt', type: 'text', required: true, localized: true },
    countryField(),
    // The picture with its focal point marked (src/cms/admin/FocalPoint.tsx). Stores nothing.
    { name: 'focalPointShown', type: 'ui', admin: { position: 'sidebar', disableListColumn: true, components: { Field: '@/cms/admin/FocalPoint#FocalPoint' } } },
    // The records that show this picture or file (src/cms/admin/MediaUsage.tsx). Stores nothing.
    { name: 'whereUsed', type: 'ui', admin: { position: 'sidebar', disableListColumn: true, components: { Field: '@/cms/admin/MediaUsage#MediaUsage' } } },
  ],
}
