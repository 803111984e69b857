import Image from 'next/image'
import type { TestimonialItem } from '@/data/testimonials'
import type { Locale } from '@/config/variant'
import { mediaSrc } from '@/lib/media/media-url'

/** One testimonial: the quote, who said it and when. Rendered on the server and by the client list alike. */
export function TestimonialCard({ item, locale }: { item: TestimonialItem; locale: Locale }) {
  const when = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(item.date))
  return (
    <figure className="flex h-full flex-col rounded-sm border border-brand-100 bg-white p-6 shadow-sm">
      <blockquote className="flex-1 font-serif text-lg italic leading-relaxed text-brand-900">
        <p>“{item.text}”</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-4">
        {item.photo ? (
          <Image src={mediaSrc(item.photo.url)} alt={item.photo.alt} width={56} height={56} className="h-14 w-14 shrink-0 rounded-full object-cover" />
        ) : null}
        <span className="text-sm text-ink/80">
          <span className="block font-semibold text-ink">{item.author}</span>
          {[item.role, item.place].filter(Boolean).join(', ')}
          <time dateTime={item.date.slice(0, 7)} className="block text-ink/75">
            {when}
          </time>
        </span>
      </figcaption>
    </figure>
  )
}
