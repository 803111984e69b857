import { z } from 'zod'
import { envString } from './env'

/**
 * Brand and public-site settings, read once from the environment and validated: a bad value
 * stops the start with zod's message naming the variable. Unset optional URLs mean "hide the
 * feature", never a broken link.
 */
const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))
  .pipe(z.url().optional())

const slug = z.string().regex(/^[a-z0-9-]+$/, 'must be lower-case letters, digits and dashes')

/** An IANA time zone the runtime knows (Intl throws a RangeError for any other). */
const timeZone = z.string().refine((zone) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone })
    return true
  } catch {
    return false
  }
}, 'must be an IANA time zone such as Asia/Colombo')

export const siteSettingsSchema = z.object({
  BRAND_NAME: z.string().min(1).default('Dalumara').describe('The brand name in titles, the copyright line and copy.'),
  BRAND_SLUG: slug.default('dalumara').describe('The `{brand}` segment in paths, e.g. `/dalumara-family/…`.'),
  FOUNDATION_SLUG: slug.optional().describe('The path segment of the foundation page; unset: `{BRAND_SLUG}-foundation`.'),
  SITE_URL: z
    .url()
    .default('http://localhost:3000')
    .describe(
      'The public address (NEXT_PUBLIC_SITE_URL is read when unset): canonical links, Open Graph tags, the admin\'s CSRF list; an `https://` address also makes the session cookie `Secure`.',
    ),
  SHOP_URL: optionalUrl.describe('The external shop ("Shop online"); unset hides it. Also in Site settings.'),
  LOGIN_URL: optionalUrl.describe("The target of the mobile menu's login button; unset hides it. Also in Site settings."),
  ANALYTICS_ID: z.string().optional().describe('A Google Analytics id, loaded only after statistics consent; unset: no analytics. Also in Site settings.'),
  LOADING_VIDEO_URL: optionalUrl.describe('A short muted video for the navigation loading screen; unset: the animated mark.'),
  THEME_COLOR: z.string().default('#14532d').describe("The browser's theme colour."),
  MAP_TILE_URL: z
    .string()
    .trim()
    .optional()
    .describe('Map tiles (`https://…/{z}/{x}/{y}.png`) for the estate and contact maps; unset: OpenStreetMap. Markers show without tiles. Also in Site settings.'),
  MAP_ATTRIBUTION: z.string().trim().optional().describe('The attribution shown with those tiles.'),
  JOBS_URL: optionalUrl.describe("Where the careers page's vacancies button leads; unset: the vacancies on the page. Also in Site settings."),
  SUSTAINABILITY_URL: optionalUrl.describe('The external sustainability site linked from the menu; unset hides it. Also in Site settings.'),
  COMPETITIONS_URL: optionalUrl.describe('The external competitions site at the end of the Tea Inspired menu; unset hides it. Also in Site settings.'),
  SITE_TIME_ZONE: timeZone
    .default('Asia/Colombo')
    .describe(
      'The brand\'s home time zone (IANA name): event times are shown in it, an event is "upcoming" until its end there, and news and press count under the year and month of their date in it.',
    ),
})

const parsed = siteSettingsSchema.parse({
  BRAND_NAME: envString('BRAND_NAME'),
  BRAND_SLUG: envString('BRAND_SLUG'),
  FOUNDATION_SLUG: envString('FOUNDATION_SLUG'),
  SITE_URL: envString('SITE_URL') ?? envString('NEXT_PUBLIC_SITE_URL'),
  SHOP_URL: envString('SHOP_URL'),
  LOGIN_URL: envString('LOGIN_URL'),
  ANALYTICS_ID: envString('ANALYTICS_ID'),
  LOADING_VIDEO_URL: envString('LOADING_VIDEO_URL'),
  THEME_COLOR: envString('THEME_COLOR'),
  MAP_TILE_URL: envString('MAP_TILE_URL'),
  MAP_ATTRIBUTION: envString('MAP_ATTRIBUTION'),
  JOBS_URL: envString('JOBS_URL'),
  SUSTAINABILITY_URL: envString('SUSTAINABILITY_URL'),
  COMPETITIONS_URL: envString('COMPETITIONS_URL'),
  SITE_TIME_ZONE: envString('SITE_TIME_ZONE'),
})

export const siteConfig = {
  ...parsed,
  // The foundation is named after the brand unless the operator says otherwise.
  FOUNDATION_SLUG: parsed.FOUNDATION_SLUG ?? `${parsed.BRAND_SLUG}-foundation`,
}

export type SiteConfig = typeof siteConfig

/** Whether the site is served over HTTPS (SITE_URL): its cookies are then sent over HTTPS only. */
export const siteIsHttps = (): boolean => new URL(siteConfig.SITE_URL).protocol === 'https:'

/** SITE_URL only when the operator set it: Payload then builds absolute upload URLs on it. */
export const configuredSiteUrl: string | undefined = envString('SITE_URL') ?? envString('NEXT_PUBLIC_SITE_URL') ? parsed.SITE_URL : undefined
