import { listCommemorativeTeas } from '@/data/commemorative-teas'
import { DEFAULT_VARIANT } from '@/config/variant'
import { CardGrid } from '@/components/listing/CardGrid'
import { CommemorativeTeaCard } from '@/components/tea-inspired/CommemorativeTeaCard'
import type { BlockProps } from '../block-props'

/** The commemorative teas page's list: one card per tea, newest first. */
export async function CommemorativeTeasBlock({ title, variant = DEFAULT_VARIANT }: BlockProps<'commemorativeTeas'>) {
  const teas = await listCommemorativeTeas(variant)
  return <CardGrid title={title} items={teas} card={(tea, headingLevel) => <CommemorativeTeaCard tea={tea} headingLevel={headingLevel} locale={variant.locale} />} />
}
