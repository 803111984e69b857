import type { Config } from 'payload'
import { de } from '@payloadcms/translations/languages/de'
import { en } from '@payloadcms/translations/languages/en'
import { siteConfig } from '@/site.config'
import { COMPONENT_WORDS_DE, COMPONENT_WORDS_EN, NAMESPACE } from './words/component-words'

/** The site's time zone in the admin's list of zones: Payload's list has no Asia/Colombo, so it is added when missing. */
export function withSiteTimeZone(zones: { label: string; value: string }[], zone = siteConfig.SITE_TIME_ZONE) {
  if (zones.some((z) => z.value === zone)) return zones
  const offset = new Intl.DateTimeFormat('en', { timeZone: zone, timeZoneName: 'longOffset' }).formatToParts(new Date()).find((part) => part.type === 'timeZoneName')?.value
  const city = zone.split('/').pop()!.replaceAll('_', ' ')
  return [{ label: `(${offset?.replace('GMT', 'UTC') ?? zone}) ${city}`, value: zone }, ...zones]
}

/** Around the whole admin: Escape in an open calendar closes the calendar, not the drawer it sits in. */
const DATE_PICKER_ESCAPE = '@/cms/admin/DatePickerEscape#DatePickerEscape'

/**
 * How the admin looks to editors, beyond its words (./editor-admin.ts): the brand's time zone preset when a
 * publish is scheduled, Payload's own avatar instead of Gravatar's (each admin page would otherwise send
 * the editor's address, hashed, to gravatar.com), and English or German as each editor chooses.
 */
export const editorAdminSettings = {
  avatar: 'default',
  components: { providers: [DATE_PICKER_ESCAPE] },
  timezones: { defaultTimezone: siteConfig.SITE_TIME_ZONE, supportedTimezones: ({ defaultTimezones }) => withSiteTimeZone(defaultTimezones) },
} satisfies Config['admin']

/**
 * The admin in English or German, with the words of the site's own admin components (./words/component-words.ts).
 * Saving a document that has drafts publishes it; Payload's message says only "Updated successfully".
 */
export const adminI18n = {
  supportedLanguages: { en, de },
  fallbackLanguage: 'en',
  translations: {
    en: { general: { updatedSuccessfully: 'Saved and published.' }, [NAMESPACE]: COMPONENT_WORDS_EN },
    de: { general: { updatedSuccessfully: 'Gespeichert und veröffentlicht.' }, [NAMESPACE]: COMPONENT_WORDS_DE },
  },
} satisfies Config['i18n']
