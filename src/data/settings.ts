import { siteConfig } from '@/site.config'
import { getSiteSettings } from './navigation'
import type { Locale } from '@/config/variant'
import type { SiteSetting } from '@/payload-types'

/** The company's facts (site settings), each unset when the admin left it empty. */
export type CompanyFacts = {
  founded?: number
  address?: string
  phone?: string
  email?: string
  social: NonNullable<NonNullable<SiteSetting['company']>['social']>
}

export type PublicSettings = {
  shopUrl?: string
  loginUrl?: string
  analyticsId?: string
  loadingVideoUrl?: string
  /** Map tiles ({z}/{x}/{y} template) and their attribution; OpenStreetMap when neither sets one. */
  mapTiles: { url: string; attribution: string }
  /** The careers page's vacancies button; unset: the vacancies the page lists. */
  jobsUrl?: string
  sustainabilityUrl?: string
  /** The external competitions site at the end of the Tea Inspired menu; unset hides it. */
  competitionsUrl?: string
  company: CompanyFacts
}

const OSM_TILES = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '© OpenStreetMap contributors',
}

/** Environment first, then the CMS global; empty means the feature is hidden. */
export async function getPublicSettings(locale: Locale): Promise<PublicSettings> {
  const cms = await getSiteSettings(locale)
  return {
    shopUrl: siteConfig.SHOP_URL ?? httpUrl(cms.shop_url),
    loginUrl: siteConfig.LOGIN_URL ?? httpUrl(cms.login_url),
    analyticsId: siteConfig.ANALYTICS_ID ?? (cms.analytics_id || undefined),
    loadingVideoUrl: siteConfig.LOADING_VIDEO_URL ?? httpUrl(cms.loading_video_url),
    mapTiles: mapTiles(siteConfig.MAP_TILE_URL ?? (cms.map_tile_url || undefined), siteConfig.MAP_ATTRIBUTION ?? (cms.map_attribution || undefined)),
    jobsUrl: siteConfig.JOBS_URL ?? httpUrl(cms.jobs_url),
    sustainabilityUrl: siteConfig.SUSTAINABILITY_URL ?? httpUrl(cms.sustainability_url),
    competitionsUrl: siteConfig.COMPETITIONS_URL ?? httpUrl(cms.competitions_url),
    company: companyFacts(cms.company),
  }
}

function companyFacts(company: SiteSetting['company']): CompanyFacts {
  return {
    founded: company?.founded ?? undefined,
    address: company?.address?.trim() || undefined,
    phone: company?.phone?.trim() || undefined,
    email: company?.email?.trim() || undefined,
    social: company?.social ?? [],
  }
}

function httpUrl(value?: string | null): string | undefined {
  return value && /^(https?:\/\/|\/)/.test(value) ? value : undefined
}

/** A tile template must be an https URL with the {z}/{x}/{y} placeholders; anything else means OpenStreetMap. */
function mapTiles(url?: string, attribution?: string) {
  if (!url || !/^https:\/\/.+\{z\}.*\{x\}.*\{y\}/.test(url)) return OSM_TILES
  return { url, attribution: attribution ?? '' }
}
