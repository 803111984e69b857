import type { CommemorativeTeaItem } from '@/data/commemorative-teas'
import type { Locale } from '@/config/variant'
import { CmsImage } from '@/components/media/CmsImage'
import { SmartLink } from '@/components/ui/SmartLink'
import { dictionary } from '@/i18n'
import { commemorativeTeaAnchor } from '@/lib/tea-inspired/card-anchors'

/**
 * A commemorative tea: its tin, the year and occasion, its story, and a link to the tea's product
 * page where it is still sold. Not a link as a whole: the only way on is the product link.
 */
export function CommemorativeTeaCard({ tea, headingLevel, locale }: { tea: CommemorativeTeaItem; headingLevel: 'h2' | 'h3'; locale: Locale }) {
  const Heading = headingLevel
  const t = dictionary(locale).teaInspiredWishes
  return (
    <article id={commemorativeTeaAnchor(tea.slug)} className="flex h-full scroll-mt-24 flex-col">
      <div className="card-frame">
        <CmsImage media={tea.image} fill sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 100vw" className="object-cover" />
      </div>
      <p className="mt-4 text-sm font-semibold text-brand-800">{t.issued(tea.year, tea.occasion)}</p>
      <Heading className="mt-1 font-serif text-xl leading-snug text-brand-900 lg:text-2xl">{tea.title}</Heading>
      <p className="mt-2 text-[0.95rem] text-ink/85">{tea.description}</p>
      {tea.product ? (
        <p className="mt-auto pt-4">
          <SmartLink href={tea.product.url} className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900">
            {t.productLink(tea.product.name)}
          </SmartLink>
        </p>
      ) : null}
    </article>
  )
}
