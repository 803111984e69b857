'use client'

import type { SocialPlatform } from './social'

/** Simple monochrome glyphs (drawn for this site) for each social platform; decorative. */
const PATHS: Record<SocialPlatform, string> = {
  facebook: 'M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.8 1.4-3.8 3.9v2.3H7.9v3h2.6V21h3Z',
  instagram:
    'M12 7.3a4.7 4.7 0 1 0 0 9.4 4.7 4.7 0 0 0 0-9.4Zm0 7.7a3 3 0 1 1 0-6 3 3 0 0 1 0 6Zm4.9-8.9a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2ZM21 8.2c-.1-1.5-.4-2.8-1.5-3.8S17.3 3 15.8 3H8.2C6.7 3 5.4 3.4 4.4 4.4S3 6.7 3 8.2v7.6c.1 1.5.4 2.8 1.5 3.8s2.3 1.4 3.8 1.5h7.6c1.5-.1 2.8-.4 3.8-1.5s1.4-2.3 1.5-3.8V8.2Zm-2.2 9.5c-.3.8-1 1.5-1.8 1.8-1.3.5-4.3.4-5 .4s-3.7.1-5-.4c-.8-.3-1.5-1-1.8-1.8-.5-1.3-.4-4.3-.4-5.7s-.1-4.4.4-5.7c.3-.8 1-1.5 1.8-1.8 1.3-.5 4.3-.4 5-.4s3.7-.1 5 .4c.8.3 1.5 1 1.8 1.8.5 1.3.4 4.3.4 5.7s.1 4.4-.4 5.7Z',
  youtube:
    'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8ZM10 15V9l5.2 3L10 15Z',
  x: 'M17.2 3.5h3l-6.6 7.5 7.7 10.1h-6l-4.7-6.1-5.4 6.1h-3l7-8L1.8 3.5H8l4.3 5.6 4.9-5.6Zm-1 15.8h1.6L7 5.2H5.2l11 14.1Z',
  linkedin:
    'M6.9 8.9H3.6V20h3.3V8.9ZM5.2 3.5a1.9 1.9 0 1 0 0 3.8 1.9 1.9 0 0 0 0-3.8ZM20.4 13.6c0-3-1.6-4.9-4.2-4.9-1.4 0-2.4.8-2.8 1.5V8.9h-3.2V20h3.3v-5.5c0-1.4.3-2.8 2-2.8s1.7 1.6 1.7 2.9V20h3.3l-.1-6.4Z',
  pinterest:
    'M12 2.5a9.5 9.5 0 0 0-3.5 18.3c-.1-.8-.2-2 0-2.9l1.2-5s-.3-.6-.3-1.5c0-1.4.8-2.4 1.8-2.4.9 0 1.3.6 1.3 1.4 0 .9-.6 2.2-.9 3.4-.2 1 .5 1.9 1.6 1.9 1.9 0 3.3-2 3.3-4.9 0-2.6-1.8-4.3-4.5-4.3-3 0-4.8 2.3-4.8 4.6 0 .9.4 1.9.8 2.4.1.1.1.2.1.3l-.3 1.2c0 .2-.2.3-.4.2-1.4-.6-2.2-2.6-2.2-4.2 0-3.4 2.5-6.6 7.2-6.6 3.8 0 6.7 2.7 6.7 6.3 0 3.8-2.4 6.8-5.7 6.8-1.1 0-2.2-.6-2.5-1.3l-.7 2.6c-.2 1-.9 2.2-1.4 2.9A9.5 9.5 0 1 0 12 2.5Z',
}

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
          <path d={PATHS[platform]} />
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
