import { OpensInNewTab } from '@/components/ui/OpensInNewTab'
import { SmartLink } from '@/components/ui/SmartLink'
import type { MenuLink } from './types'

const isExternal = (url: string) => /^https?:\/\//.test(url)

/** A menu link: a site path through SmartLink, an external URL in a new tab. */
export function MenuLinkItem({ link, onNavigate, className }: { link: MenuLink; onNavigate?: () => void; className?: string }) {
  if (isExternal(link.url)) {
    return (
      <a href={link.url} target="_blank" rel="noopener" className={className} onClick={onNavigate}>
        {link.label}
        <OpensInNewTab />
      </a>
    )
  }
  return (
    <SmartLink href={link.url} className={className} onClick={onNavigate}>
      {link.label}
    </SmartLink>
  )
}
