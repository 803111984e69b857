import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildConfig, type Config } from 'payload'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import sharp from 'sharp'
import { CacheRevalidations } from './cms/collections/CacheRevalidations'
import { contentCollections } from './cms/collections/content-collections'
import { Markets } from './cms/collections/Markets'
import { Media } from './cms/collections/Media'
import { NewsletterSubscribers } from './cms/collections/NewsletterSubscribers'
import { RateLimits } from './cms/collections/RateLimits'
import { ShareCounts } from './cms/collections/media/ShareCounts'
import { Users } from './cms/collections/Users'
import { ContactSubmissions } from './cms/collections/submissions/ContactSubmissions'
import { CvSubmissions } from './cms/collections/submissions/CvSubmissions'
import { Footer } from './cms/globals/Footer'
import { Header } from './cms/globals/Header'
import { SiteSettings } from './cms/globals/SiteSettings'
import { databaseAdapter } from './cms/database'
import { emailAdapter } from './cms/email'
import { plugins } from './cms/plugins'
import { jobs } from './cms/jobs'
import { graphQLConfig } from './cms/graphql'
import { guardDatabase } from './cms/database-guard'
import { migrateOnInit } from './cms/migrate'
import { prepareFirstUser } from './cms/first-user'
import { csrfOrigins } from './cms/csrf'
import { queuePictureSizesOnStart } from './cms/uploads/picture-sizes'
import { translationsAdmin } from './cms/admin/config'
import { adminI18n, editorAdminSettings } from './cms/admin/admin-settings'
import { livePreviewSizes } from './cms/preview'
import { multipartLimits } from './cms/uploads/upload-limits'
import { boundedLogger } from './cms/logger'
import { FILTER_TOO_WIDE } from './cms/public-api-guards'
import { payloadSecret } from './config/server'
import { configuredSiteUrl, siteConfig, storageSettings } from './site.config'
import { DEFAULT_LOCALE, LOCALES, LANGUAGE_NAMES } from './config/variant'

const dirname = path.dirname(fileURLToPath(import.meta.url))

export default buildConfig({
  secret: payloadSecret(),
  serverURL: configuredSiteUrl,
  csrf: csrfOrigins(),
  admin: {
    user: Users.slug,
    importMap: { baseDir: path.resolve(dirname) },
    meta: { titleSuffix: ` · ${siteConfig.BRAND_NAME} CMS` },
    livePreview: livePreviewSizes,
    ...editorAdminSettings,
    components: { ...editorAdminSettings.components, ...translationsAdmin.components },
  },
  i18n: adminI18n,
  editor: lexicalEditor(),
  collections: [...contentCollections, Markets, Media, NewsletterSubscribers, RateLimits, CacheRevalidations, Users, ContactSubmissions, CvSubmissions, ShareCounts],
  globals: [Header, Footer, SiteSettings],
  localization: {
    locales: LOCALES.map((code) => ({ code, label: LANGUAGE_NAMES[code] })),
    defaultLocale: DEFAULT_LOCALE,
    fallback: true,
  },
  db: databaseAdapter(),
  sharp,
  upload: multipartLimits(storageSettings().maxUploadBytes),
  email: emailAdapter(),
  plugins,
  jobs,
  graphQL: graphQLConfig,
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  telemetry: false,
  logger: boundedLogger,
  // A visitor's filter past the bounds is their mistake, not the server's: one line, no stack.
  loggingLevels: { [FILTER_TOO_WIDE]: 'info' } as Config['loggingLevels'],
  onInit: async (payload) => {
    guardDatabase(payload)
    await migrateOnInit(payload)
    await queuePictureSizesOnStart(payload)
    await prepareFirstUser(payload)
  },
})
