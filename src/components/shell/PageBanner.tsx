import type { Media } from '@/payload-types'
import { CmsImage } from '@/components/media/CmsImage'

/**
 * A page's banner: header image (if any), title and intro.
 *
 * The white text sits on the picture, whose light parts (a saucer, a sky) would wash it out, so
 * a brand-green veil lies over it where the text runs (the whole width on small screens, the left
 * two thirds from lg): there the picture counts for at most 30 % of the colour, so even a white
 * pixel behind a letter keeps it above 4.5:1. Right of the text the veil thins, so the picture
 * shows in nearly its own colours instead of washed to green.
 */
export function PageBanner({ title, image, intro }: { title: string; image?: number | Media | null; intro?: string | null }) {
  const picture = typeof image === 'object' && image
  return (
    <header className="relative bg-brand-900 text-white">
      {picture ? (
        <>
          <CmsImage media={picture} fill lcp sizes="100vw" className="object-cover" />
          <div aria-hidden className="absolute inset-0 bg-brand-900/70 lg:bg-transparent lg:bg-gradient-to-r lg:from-brand-900/70 lg:from-0% lg:via-brand-900/70 lg:via-70% lg:to-brand-900/20" />
        </>
      ) : null}
      {/* On a phone the band stays under ~200 px, so the page's first items show in its first screen. */}
      <div className="relative mx-auto max-w-6xl px-4 py-7 sm:py-16 lg:py-24">
        <h1 className="font-serif text-3xl sm:text-4xl lg:text-5xl">{title}</h1>
        {intro ? <p className="mt-2 max-w-2xl sm:mt-4 sm:text-lg">{intro}</p> : null}
      </div>
    </header>
  )
}
