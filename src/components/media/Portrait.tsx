import type { Media } from '@/payload-types'
import { CmsImage } from './CmsImage'

/**
 * A person's portrait from the media library, cropped round; nothing when the field is empty or
 * not populated. `className` sets its size (the picture fills it).
 */
export function Portrait({ media, className = '', sizes = '10rem' }: { media?: number | Media | null; className?: string; sizes?: string }) {
  if (!media || typeof media !== 'object') return null
  return (
    <span className={`relative block shrink-0 overflow-hidden rounded-full bg-brand-50 ${className}`}>
      <CmsImage media={media} fill sizes={sizes} className="object-cover" />
    </span>
  )
}
