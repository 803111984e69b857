import { SmartLink } from './SmartLink'
import { eyebrowLinkClass } from './eyebrow'

/**
 * A link on its own line to a full list: back to it under an item's page (`back`: "← All e-books"),
 * or on to it under a row of its items ("All news →").
 */
export function ListLink({ href, label, back = false, className }: { href: string; label: string; back?: boolean; className: string }) {
  return (
    <p className={className}>
      <SmartLink href={href} className={eyebrowLinkClass}>
        {back ? <>← {label}</> : <>{label} →</>}
      </SmartLink>
    </p>
  )
}
