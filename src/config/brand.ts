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

const schema = z.object({
  BRAND_NAME: z.string().min(1).default('Dalumara'),
  BRAND_SLUG: slug.default('dalumara'),
  FOUNDATION_SLUG: slug.optional(),
  SITE_URL: z.url().default('http://localhost:3000'),
  SHOP_URL: optionalUrl,
  LOGIN_URL: optionalUrl,
  ANALYTICS_ID: z.string().optional(),
  LOADING_VIDEO_URL: optionalUrl,
  THEME_COLOR: z.string().default('#14532d'),
  MAP_TILE_URL: z.string().trim().optional(),
  MAP_ATTRIBUTION: z.string().trim().optional(),
  JOBS_URL: optionalUrl,
  SUSTAINABILITY_URL: optionalUrl,
  COMPETITIONS_URL: optionalUrl,
  /** The brand's home time zone: event times, "upcoming", and the year and month a dated item counts under. */
  SITE_TIME_ZONE: timeZone.default('Asia/Colombo'),
})

const parsed = schema.parse({
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
