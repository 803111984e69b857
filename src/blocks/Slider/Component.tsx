import type { SliderBlock as SliderData } from '@/payload-types'
import type { Locale } from '@/config/variant'
import { CmsImage } from '@/components/media/CmsImage'
import { SmartLink } from '@/components/ui/SmartLink'
import { Carousel } from '@/components/islands'
import { carouselLabels } from '@/components/ui/ui-text'

/** An in-page slider: pictures with captions and optional links. */
export function SliderBlock({ slides, locale = 'en' }: SliderData & { locale?: Locale }) {
  if (!slides?.length) return null
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <Carousel
        labels={carouselLabels(locale, slides.length)}
        className="overflow-hidden rounded-sm text-white"
        controlsClassName="absolute bottom-4 right-4"
        slides={slides.map((slide, i) => (
          <figure key={slide.id ?? i} className="relative aspect-[3/2] lg:aspect-[2/1]">
            <CmsImage media={slide.image} fill sizes="(min-width: 1200px) 1152px, 100vw" className="object-cover" />
            <figcaption className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/75 to-transparent p-6 pb-20 lg:pb-6 lg:pr-64">
              {slide.header ? <span className="block font-serif text-xl lg:text-2xl">{slide.header}</span> : null}
              {slide.slider_has_link && slide.link ? (
                <SmartLink href={slide.link} className="mt-1 inline-flex min-h-11 items-center text-sm underline underline-offset-4">
                  {slide.link_text || slide.header}
                </SmartLink>
              ) : null}
            </figcaption>
          </figure>
        ))}
      />
    </div>
  )
}
