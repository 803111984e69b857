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

/**
 * Social links in the footer's bottom line, at every width; nothing at all when none are configured. They are
 * not pinned to the window's edge, where they would cover the page's content.
 */
export function SocialLinksInline({ links, brandName }: Props) {
  const t = useDictionary().footer
  if (!links.length) return null
  return (
    <div data-social-inline>
      <h2 className="sr-only">{t.followUs}</h2>
      <SocialList links={links} brandName={brandName} className="flex flex-wrap gap-2" itemClass={iconLink} />
    </div>
  )
}
