import type { Media } from '@/payload-types'
import { CmsImage } from '@/components/media/CmsImage'

/** A page's banner: header image (if any), title and intro. */
export function PageBanner({ title, image, intro }: { title: string; image?: number | Media | null; intro?: string | null }) {
  return (
    <header className="relative bg-brand-900 text-white">
      {typeof image === 'object' && image ? <CmsImage media={image} fill priority sizes="100vw" className="object-cover opacity-60" /> : null}
      <div className="relative mx-auto max-w-6xl px-4 py-16 lg:py-24">
        <h1 className="font-serif text-4xl lg:text-5xl">{title}</h1>
        {intro ? <p className="mt-4 max-w-2xl text-lg">{intro}</p> : null}
      </div>
    </header>
  )
}
