import type React from 'react'
import { isExternalLink } from '@/cms/fields/site-or-web-link'
import type { Locale } from '@/config/variant'
import { SmartLink } from '@/components/ui/SmartLink'
import { dictionary } from '@/i18n'

/**
 * A link an editor typed: a site path through SmartLink, an external address in a new tab, said so
 * to screen readers after the link's own text.
 */
export function SiteOrWebLink({ href, locale, className, children }: { href: string; locale: Locale; className?: string; children: React.ReactNode }) {
  if (!isExternalLink(href)) {
    return (
      <SmartLink href={href} className={className}>
        {children}
      </SmartLink>
    )
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only">{dictionary(locale).shell.opensInNewTab}</span>
    </a>
  )
}
