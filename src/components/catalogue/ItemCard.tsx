import type { Picture } from '@/lib/media/picture'
import { LinkCard, cardHeadingClass, cardSummaryClass } from '@/components/cards/LinkCard'

/**
 * A catalogue item's card (gift, teaware, accessory): picture, name, a line of facts and the
 * summary, all one link to its page. Plain data in, so the server and the client lists share it.
 */
export function ItemCard({
  item,
  facts,
  badge,
  headingLevel = 'h3',
}: {
  item: { url: string; name: string; summary: string; image: Picture | null }
  facts?: string
  badge?: string
  headingLevel?: 'h2' | 'h3'
}) {
  const Heading = headingLevel
  return (
    <LinkCard href={item.url} picture={item.image} aspect="square" badge={badge}>
      <Heading className={cardHeadingClass}>{item.name}</Heading>
      {facts ? <p className="card-facts">{facts}</p> : null}
      <p className={cardSummaryClass}>{item.summary}</p>
    </LinkCard>
  )
}
