import type { Locale } from '@/config/variant'
import { SmartLink } from './SmartLink'
import { uiText } from './ui-text'

type LinkData = { has_link?: boolean | null; link?: string | null; link_text?: string | null }

/**
 * A block's own link (the editor's linkFields: a switch, the address and its words): "Read more →" unless the
 * editor named it otherwise; nothing while it is switched off or has no address.
 */
export function ReadMoreLink({ data, locale, className = 'more-link' }: { data: LinkData; locale: Locale; className?: string }) {
  if (!data.has_link || !data.link) return null
  return (
    <SmartLink href={data.link} className={className}>
      {data.link_text || uiText(locale).readMore}
      <span aria-hidden="true">→</span>
    </SmartLink>
  )
}
