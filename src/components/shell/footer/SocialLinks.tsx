'use client'

import { useDictionary } from '@/i18n/client'
import { SocialIcon } from './SocialIcon'
import type { SocialLink } from './social'

/** A client component, so that it reads its words in the page's language from the dictionary provider. */
type Props = { links: SocialLink[]; brandName: string }

function SocialList({ links, brandName, className, itemClass }: Props & { className: string; itemClass: string }) {
  const t = useDictionary().footer
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.platform}>
          <a href={link.url} target="_blank" rel="noopener noreferrer" className={itemClass}>
            <SocialIcon platform={link.platform} />
            <span className="sr-only">{t.socialLink(brandName, link.name)}</span>
          </a>
        </li>
      ))}
    </ul>
  )
}

/** Each icon's link (shell.css): ten of them in every page's footer. */
const iconLink = 'social-icon'

/** Social links in the footer on small screens; nothing at all when none are configured. */
export function SocialLinksInline({ links, brandName }: Props) {
  const t = useDictionary().footer
  if (!links.length) return null
  return (
    <div className="lg:hidden" data-social-inline>
      <h2 className="sr-only">{t.followUs}</h2>
      <SocialList links={links} brandName={brandName} className="flex flex-wrap gap-2" itemClass={iconLink} />
    </div>
  )
}

/** From 992 px, the same links in a panel fixed at the right edge of the window. */
export function SocialPanel({ links, brandName }: Props) {
  const t = useDictionary().footer
  if (!links.length) return null
  return (
    <aside aria-label={t.followUs} data-social-panel className="fixed top-1/2 right-0 z-40 hidden -translate-y-1/2 rounded-l-lg bg-brand-900/95 p-1 shadow-lg lg:block">
      <SocialList links={links} brandName={brandName} className="flex flex-col gap-1" itemClass={iconLink} />
    </aside>
  )
}
