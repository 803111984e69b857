import { listCommemorativeTeas } from '@/data/commemorative-teas'
import { DEFAULT_VARIANT } from '@/config/variant'
import { CommemorativeTeaCard } from '@/components/tea-inspired/CommemorativeTeaCard'
import type { BlockProps } from '../block-props'

/** The commemorative teas page's list: one card per tea, newest first. */
export async function CommemorativeTeasBlock({ title, variant = DEFAULT_VARIANT }: BlockProps<'commemorativeTeas'>) {
  const teas = await listCommemorativeTeas(variant)
  if (!teas.length) return null
  return (
    <section className="page-section">
      {title ? <h2 className="mb-10 font-serif text-3xl text-brand-900 lg:text-4xl">{title}</h2> : null}
      <ul className="grid gap-x-6 gap-y-12 sm:grid-cols-2 lg:grid-cols-3">
        {teas.map((tea) => (
          <li key={tea.slug}>
            <CommemorativeTeaCard tea={tea} headingLevel={title ? 'h3' : 'h2'} locale={variant.locale} />
          </li>
        ))}
      </ul>
    </section>
  )
}
