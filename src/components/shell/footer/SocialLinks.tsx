'use client'

import { SocialIcon } from './SocialIcon'
import type { SocialLink } from './social'

/** A client component: its props (a few links) are far smaller in the RSC payload than the icons' markup. */
function SocialList({ links, brandName, className, itemClass }: { links: SocialLink[]; brandName: string; className: string; itemClass: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.platform}>
          <a href={link.url} target="_blank" rel="noopener noreferrer" className={itemClass}>
            <SocialIcon platform={link.platform} />
            <span className="sr-only">
              {brandName} on {link.name} (opens in a new tab)
            </span>
          </a>
        </li>
      ))}
    </ul>
  )
}

const iconLink = 'grid h-11 w-11 place-items-center rounded-full text-white hover:bg-gold-400 hover:text-brand-900'

/** Social links in the footer on small screens; nothing at all when none are configured. */
export function SocialLinksInline({ links, brandName }: { links: SocialLink[]; brandName: string }) {
  if (!links.length) return null
  return (
    <div className="lg:hidden" data-social-inline>
      <h2 className="sr-only">Follow us</h2>
      <SocialList links={links} brandName={brandName} className="flex flex-wrap gap-2" itemClass={iconLink} />
    </div>
  )
}

/** From 992 px, the same links in a panel fixed at the right edge of the window. */
export function SocialPanel({ links, brandName }: { links: SocialLink[]; brandName: string }) {
  if (!links.length) return null
  return (
    <aside aria-label="Follow us" data-social-panel className="fixed top-1/2 right-0 z-40 hidden -translate-y-1/2 rounded-l-lg bg-brand-900/95 p-1 shadow-lg lg:block">
      <SocialList links={links} brandName={brandName} className="flex flex-col gap-1" itemClass={iconLink} />
    </aside>
  )
}
