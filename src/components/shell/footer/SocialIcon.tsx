'use client'

import { SOCIAL_GLYPHS } from '@/components/social/glyphs'
import type { SocialPlatform } from './social'

const symbolId = (platform: SocialPlatform) => `social-icon-${platform}`

/**
 * The glyphs of the configured platforms, once per page; the footer and the side panel both <use> them.
 * A client component: the RSC payload carries the platform names, not the paths.
 */
export function SocialSprite({ platforms }: { platforms: SocialPlatform[] }) {
  if (!platforms.length) return null
  return (
    <svg aria-hidden="true" focusable="false" width="0" height="0" className="absolute">
      {platforms.map((platform) => (
        <symbol key={platform} id={symbolId(platform)} viewBox="0 0 24 24" fill="currentColor">
          <path d={SOCIAL_GLYPHS[platform]} />
        </symbol>
      ))}
    </svg>
  )
}

export function SocialIcon({ platform, className = 'h-5 w-5' }: { platform: SocialPlatform; className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" className={className}>
      <use href={`#${symbolId(platform)}`} />
    </svg>
  )
}
