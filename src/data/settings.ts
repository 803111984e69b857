import { siteConfig } from '@/site.config'
import { getSiteSettings } from './navigation'
import type { Locale } from './variant'

export type PublicSettings = {
  shopUrl?: string
  loginUrl?: string
  analyticsId?: string
  loadingVideoUrl?: string
}

/** Environment first, then the CMS global; empty means the feature is hidden. */
export async function getPublicSettings(locale: Locale): Promise<PublicSettings> {
  const cms = await getSiteSettings(locale)
  return {
    shopUrl: siteConfig.SHOP_URL ?? httpUrl(cms.shop_url),
    loginUrl: siteConfig.LOGIN_URL ?? httpUrl(cms.login_url),
    analyticsId: siteConfig.ANALYTICS_ID ?? (cms.analytics_id || undefined),
    loadingVideoUrl: siteConfig.LOADING_VIDEO_URL ?? httpUrl(cms.loading_video_url),
  }
}

function httpUrl(value?: string | null): string | undefined {
  return value && /^(https?:\/\/|\/)/.test(value) ? value : undefined
}
