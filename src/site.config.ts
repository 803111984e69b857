import { z } from 'zod'

/**
 * Brand and operator settings, read once from the environment and validated.
 * Unset optional URLs mean "hide the feature", never a broken link.
 */
const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))
  .pipe(z.url().optional())

const slug = z.string().regex(/^[a-z0-9-]+$/, 'must be lower-case letters, digits and dashes')

const schema = z.object({
  BRAND_NAME: z.string().min(1).default('Dalumara'),
  BRAND_SLUG: slug.default('dalumara'),
  FOUNDATION_SLUG: slug.default('dalumara-foundation'),
  SITE_URL: z.url().default('http://localhost:3000'),
  SHOP_URL: optionalUrl,
  LOGIN_URL: optionalUrl,
  ANALYTICS_ID: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined)),
  LOADING_VIDEO_URL: optionalUrl,
  THEME_COLOR: z.string().default('#14532d'),
})

export type SiteConfig = z.infer<typeof schema>

export const siteConfig: SiteConfig = schema.parse({
  BRAND_NAME: process.env.BRAND_NAME || undefined,
  BRAND_SLUG: process.env.BRAND_SLUG || undefined,
  FOUNDATION_SLUG: process.env.FOUNDATION_SLUG || undefined,
  SITE_URL: process.env.SITE_URL || process.env.NEXT_PUBLIC_SITE_URL || undefined,
  SHOP_URL: process.env.SHOP_URL,
  LOGIN_URL: process.env.LOGIN_URL,
  ANALYTICS_ID: process.env.ANALYTICS_ID,
  LOADING_VIDEO_URL: process.env.LOADING_VIDEO_URL,
  THEME_COLOR: process.env.THEME_COLOR || undefined,
})

export const brand = siteConfig.BRAND_SLUG
export const brandName = siteConfig.BRAND_NAME
