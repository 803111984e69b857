import type { TradeSectionBlock as TradeSectionData } from '@/payload-types'
import { getPage } from '@/data/pages'
import { DEFAULT_COUNTRY, DEFAULT_VARIANT, type Variant } from '@/config/variant'
import { dictionary } from '@/i18n'
import { routes } from '@/routes'
import { TradeItems } from '@/components/trade/TradeItems'
import { SmartLink } from '@/components/ui/SmartLink'
import { TRADE_SECTIONS, tradeEnquiryHref } from '@/lib/trade/trade-sections'
import type { BlockProps } from '../block-props'

type SectionCopy = Pick<TradeSectionData, 'title' | 'header_description' | 'items'>

/**
 * The section as the trade landing page holds it. The spec reads the trade record in GLOBAL only,
 * whatever the visitor's country; the read is tagged with the landing page, so a publish there
 * refreshes the section pages too.
 */
async function landingCopy(section: TradeSectionData['section'], variant: Variant): Promise<SectionCopy | null> {
  const landing = await getPage(routes.trade, { country: DEFAULT_COUNTRY, locale: variant.locale })
  const block = landing?.contents?.find((b): b is TradeSectionData => b.blockType === 'tradeSection' && b.section === section && !b.full)
  return block ?? null
}

/**
 * One of the four trade sections. On the landing page: its description, items and a link to its
 * page. On its page (`full`): the same copy, taken from the landing page unless the block has its
 * own, and the trade enquiry.
 */
export async function TradeSectionBlock({ id, variant = DEFAULT_VARIANT, ...block }: BlockProps<'tradeSection'>) {
  const own = block.header_description || block.items?.length
  const copy: SectionCopy | null = block.full && !own ? await landingCopy(block.section, variant) : block
  if (!copy) return null
  const t = dictionary(variant.locale).tradeShare
  const headingId = `trade-section-${id ?? block.section}`
  const title = copy.title || block.title
  return (
    <section aria-labelledby={title ? headingId : undefined} className="page-section" data-trade-section={block.section}>
      {title ? (
        <h2 id={headingId} className="font-serif text-3xl text-brand-900">
          {title}
        </h2>
      ) : null}
      {copy.header_description ? <p className="mt-4 max-w-3xl text-lg text-ink/80">{copy.header_description}</p> : null}
      <div className="mt-8">
        <TradeItems items={copy.items ?? []} headingLevel={title ? 'h3' : 'h2'} />
      </div>
      {block.full ? (
        <aside aria-labelledby={`${headingId}-enquiry`} className="mt-12 rounded-sm bg-brand-50 p-6 lg:p-8">
          <h2 id={`${headingId}-enquiry`} className="font-serif text-2xl text-brand-900">
            {t.enquiryTitle}
          </h2>
          <p className="mt-2 text-ink/80">{t.enquiryText}</p>
          <SmartLink
            href={tradeEnquiryHref(t.enquirySubject(title || block.section))}
            className="mt-4 inline-block rounded-sm bg-brand-800 px-5 py-3 font-medium text-white hover:bg-brand-900"
            data-trade-enquiry
          >
            {t.enquiryLink}
          </SmartLink>
        </aside>
      ) : (
        <p className="mt-8">
          <SmartLink href={TRADE_SECTIONS[block.section]} className="inline-flex min-h-11 items-center font-medium text-brand-800 underline underline-offset-4">
            {t.sectionMore}
            {title ? <span className="sr-only">: {title}</span> : null}
          </SmartLink>
        </p>
      )}
    </section>
  )
}
