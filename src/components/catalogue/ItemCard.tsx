import Image from 'next/image'
import type { Picture } from '@/lib/media/picture'
import { mediaSrc } from '@/lib/media/media-url'
import { SmartLink } from '@/components/ui/SmartLink'

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
    <SmartLink href={item.url} className="group flex h-full flex-col rounded-sm border border-brand-100 bg-white shadow-sm transition hover:shadow-md">
      <div className="relative aspect-square overflow-hidden rounded-t-sm bg-brand-100">
        {item.image ? (
          <Image
            src={mediaSrc(item.image.url)}
            alt=""
            fill
            sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            className="object-cover transition duration-700 group-hover:scale-105"
          />
        ) : null}
        {badge ? <span className="absolute left-3 top-3 rounded-sm bg-brand-900 px-2 py-1 text-xs font-semibold uppercase tracking-wider text-white">{badge}</span> : null}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <Heading className="font-serif text-xl leading-snug text-brand-900">{item.name}</Heading>
        {facts ? <p className="mt-1 text-sm font-semibold text-brand-800">{facts}</p> : null}
        <p className="mt-2 line-clamp-3 text-[0.95rem] text-ink/80">{item.summary}</p>
      </div>
    </SmartLink>
  )
}
