import type React from 'react'
import { OpensInNewTab } from '@/components/ui/OpensInNewTab'
import { SmartLink } from '@/components/ui/SmartLink'

/**
 * A link an editor entered: site paths use the client router (SmartLink); full URLs open in a
 * new tab, and say so to screen readers; mailto: and tel: stay plain links.
 */
export function FooterLink({ url, children, className }: { url: string; children: React.ReactNode; className?: string }) {
  if (url.startsWith('/')) {
    return (
      <SmartLink href={url} className={className}>
        {children}
      </SmartLink>
    )
  }
  if (/^https?:\/\//.test(url)) {
    return (
      <a href={url} target="_blank" rel="noopener noreferrer" className={className}>
        {children}
        <OpensInNewTab />
      </a>
    )
  }
  return (
    <a href={url} className={className}>
      {children}
    </a>
  )
}
