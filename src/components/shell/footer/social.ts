import type { CompanyFacts } from '@/data/settings'
import { envWithPrefix } from '@/site.config'

export type SocialPlatform = CompanyFacts['social'][number]['platform']
export type SocialLink = { platform: SocialPlatform; name: string; url: string }

export const PLATFORM_NAMES: Record<SocialPlatform, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  x: 'X',
  linkedin: 'LinkedIn',
  pinterest: 'Pinterest',
}

type Env = Record<string, string | undefined>

/**
 * The social links to show: SOCIAL_<PLATFORM> from the environment first (as for the other
 * operator settings), then the company's links in the site settings. Only real http(s) URLs are kept, so an unset
 * platform is hidden rather than shown as a broken link.
 */
export function socialLinks(cms: CompanyFacts['social'] | null | undefined, env: Env = envWithPrefix('SOCIAL_')): SocialLink[] {
  const fromCms = new Map((cms ?? []).map((s) => [s.platform, s.url]))
  return (Object.keys(PLATFORM_NAMES) as SocialPlatform[]).flatMap((platform) => {
    const url = httpUrl(env[`SOCIAL_${platform.toUpperCase()}`]) ?? httpUrl(fromCms.get(platform))
    return url ? [{ platform, name: PLATFORM_NAMES[platform], url }] : []
  })
}

function httpUrl(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim()
  if (!trimmed) return undefined
  try {
    const url = new URL(trimmed)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : undefined
  } catch {
    return undefined
  }
}
