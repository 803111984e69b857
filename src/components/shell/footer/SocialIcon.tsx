'use client'

import { iconHref } from '../header/icon-sprite'
import type { SocialPlatform } from './social'

/** A social network's glyph, drawn from the site's icon file (header/icons.svg). */
export function SocialIcon({ platform, className = 'h-5 w-5' }: { platform: SocialPlatform; className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" className={className}>
      <use href={iconHref(`social-${platform}`)} />
    </svg>
  )
}
