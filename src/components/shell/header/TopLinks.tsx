'use client'

import { OpensInNewTab } from '@/components/ui/OpensInNewTab'
import { SmartLink } from '@/components/ui/SmartLink'
import type { TopLink } from './top-links'

/**
 * The top bar's links (./top-links.ts): on the dark desktop bar, or listed in the mobile menu, which leaves the
 * shop out (the mobile header has a button of its own for it).
 */
export function TopLinks({ links, tone }: { links: TopLink[]; tone: 'dark' | 'light' }) {
  const link = tone === 'dark' ? 'top-link' : 'block py-2 text-lg text-brand-900 hover:text-brand-700'
  // The shop is the one commercial link, so it stands out in gold on the dark bar.
  const shop = tone === 'dark' ? 'font-semibold text-gold-400 hover:underline underline-offset-4' : link
  return (
    <ul className={tone === 'dark' ? 'flex items-center gap-5 text-sm' : ''}>
      {links.map((item) =>
        item.external ? (
          tone === 'dark' ? (
            <li key={item.label}>
              <a href={item.href} target="_blank" rel="noopener" className={shop}>
                {item.label}
                <OpensInNewTab />
              </a>
            </li>
          ) : null
        ) : (
          <li key={item.label}>
            <SmartLink href={item.href} className={link}>
              {item.label}
            </SmartLink>
          </li>
        ),
      )}
    </ul>
  )
}
