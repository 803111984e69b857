import { tapTargetClass } from '@/components/ui/tap-target'
import type { Media } from '@/payload-types'
import { CmsImage } from '@/components/media/CmsImage'
import { SmartLink } from '@/components/ui/SmartLink'
import { isExternalLink } from '@/cms/fields/site-or-web-link'

export type TradeItem = {
  id?: string | null
  image?: number | Media | null
  title: string
  title_text?: string | null
  description?: string | null
  link?: string | null
}

/**
 * The trade record's product items (our_product and the four sections share the shape): picture,
 * title, title text, description and an optional link on the title. An item's header picture is
 * for the top of a page about it, not for its card, so the card leaves it out.
 */
export function TradeItems({ items, headingLevel = 'h3' }: { items: TradeItem[]; headingLevel?: 'h2' | 'h3' }) {
  if (!items.length) return null
  const Heading = headingLevel
  return (
    <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item, i) => (
        <li key={item.id ?? i} className="flex flex-col">
          <div className="relative aspect-[4/3] overflow-hidden rounded-sm bg-brand-100">
            <CmsImage media={item.image} fill sizes="(min-width: 992px) 33vw, (min-width: 640px) 50vw, 100vw" className="object-cover" />
          </div>
          <Heading className="mt-4 font-serif text-xl text-brand-900">
            {item.link ? (
              <SmartLink
                href={item.link}
                className={`${tapTargetClass} underline-offset-4 hover:underline`}
                {...(isExternalLink(item.link) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                {item.title}
              </SmartLink>
            ) : (
              item.title
            )}
          </Heading>
          {item.title_text ? <p className="mt-1 text-sm font-medium uppercase tracking-wide text-brand-700">{item.title_text}</p> : null}
          {item.description ? <p className="mt-3 text-[0.95rem] text-ink/80">{item.description}</p> : null}
        </li>
      ))}
    </ul>
  )
}
