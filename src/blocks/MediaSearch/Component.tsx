import { MediaSearchBox } from '@/components/islands'
import { DEFAULT_VARIANT } from '@/config/variant'
import { dictionary } from '@/i18n'
import type { BlockProps } from '../block-props'

/** The media search box under a heading; the search itself runs in the browser (LiveSearch). */
export function MediaSearchBlock({ id, title, variant = DEFAULT_VARIANT }: BlockProps<'mediaSearch'>) {
  const headingId = `media-search-${id ?? 'box'}`
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-6xl px-4 py-8">
      <h2 id={headingId} className="font-serif text-2xl text-brand-900">
        {title || dictionary(variant.locale).mediaSearch.title}
      </h2>
      <div className="mt-4">
        <MediaSearchBox country={variant.country} />
      </div>
    </section>
  )
}
