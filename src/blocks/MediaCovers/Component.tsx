import { DEFAULT_VARIANT } from '@/config/variant'
import { MediaCover } from '@/components/media-editorial/MediaCover'
import type { BlockProps } from '../block-props'

/** The media landing's covers: one large picture link into each media listing (news, events, tea blog, press). */
export function MediaCoversBlock({ id, title, items, variant = DEFAULT_VARIANT }: BlockProps<'mediaCovers'>) {
  if (!items?.length) return null
  const headingId = `media-covers-${id ?? 'list'}`
  return (
    <section aria-labelledby={title ? headingId : undefined} data-media-covers className="page-section">
      {title ? (
        <h2 id={headingId} className="mb-8 font-serif text-3xl text-brand-900 lg:text-4xl">
          {title}
        </h2>
      ) : null}
      <ul className="grid gap-6 md:grid-cols-2">
        {items.map((cover, i) => (
          <li key={cover.id ?? i}>
            <MediaCover cover={cover} headingLevel={title ? 'h3' : 'h2'} locale={variant.locale} />
          </li>
        ))}
      </ul>
    </section>
  )
}
