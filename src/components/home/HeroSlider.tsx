import { getImageProps } from 'next/image'
import { preload } from 'react-dom'
import type { Locale } from '@/config/variant'
import type { Home, Media } from '@/payload-types'
import { Carousel } from '@/components/islands'
import { carouselLabels } from '@/components/ui/ui-text'
import { CmsImage } from '@/components/media/CmsImage'
import { mediaSrc } from '@/lib/media/media-url'
import { ScrollDown } from '@/components/ui/ScrollDown'
import { SmartLink } from '@/components/ui/SmartLink'

type Slide = NonNullable<Home['sliders']>[number]

const DESKTOP = '(min-width: 992px)'
const MOBILE = '(max-width: 991.98px)'

/**
 * The home hero: desktop `sliders` and mobile `mobile_sliders`, both server-rendered and switched
 * by CSS (no layout shift, no client-side measuring). Each carousel's first picture is the LCP
 * candidate at its breakpoint: it is preloaded for that media query and loads eagerly with high
 * priority, while a <picture> source hands the other breakpoint a 1-pixel placeholder, so a phone
 * never downloads the desktop hero (and vice versa). Later slides load lazily.
 */
export function HeroSlider({ sliders, mobileSliders, locale }: { sliders: Slide[]; mobileSliders: Slide[]; locale: Locale }) {
  const mobile = mobileSliders.length ? mobileSliders : sliders
  return (
    <div className="relative bg-brand-900 text-white">
      {sliders.length ? (
        <HeroCarousel slides={sliders} locale={locale} media={DESKTOP} className="hidden h-[clamp(32rem,78vh,48rem)] lg:block" />
      ) : null}
      {mobile.length ? <HeroCarousel slides={mobile} locale={locale} media={MOBILE} className="h-[min(82svh,46rem)] min-h-[28rem] lg:hidden" /> : null}
      {/* Clear of the carousel controls, which sit at the bottom right. */}
      {mobile.length ? <ScrollDown className="absolute bottom-6 left-4 z-10 lg:bottom-10 lg:left-1/2 lg:-translate-x-1/2" /> : null}
    </div>
  )
}

function HeroCarousel({ slides, locale, media, className }: { slides: Slide[]; locale: Locale; media: string; className: string }) {
  const hiddenAt = media === DESKTOP ? MOBILE : DESKTOP
  return (
    <Carousel
      labels={carouselLabels(locale, slides.length)}
      className={className}
      controlsClassName="absolute bottom-6 right-4 lg:bottom-10 lg:right-10"
      slides={slides.map((slide, i) => (
        <div key={slide.id ?? i} className="relative h-full">
          {i === 0 ? (
            <FirstSlideImage image={slide.image} media={media} hiddenAt={hiddenAt} />
          ) : (
            <CmsImage media={slide.image} fill sizes="100vw" className="object-cover" />
          )}
          <div className="absolute inset-0 bg-gradient-to-t from-black/70 via-black/20 to-black/10 lg:bg-gradient-to-r lg:from-black/65 lg:via-black/25 lg:to-transparent" />
          <div className="absolute inset-x-0 bottom-0 mx-auto max-w-6xl px-4 pb-28 lg:bottom-auto lg:top-1/2 lg:-translate-y-1/2 lg:pb-0">
            {slide.header ? (
              <h2 className="max-w-2xl font-serif text-3xl leading-tight drop-shadow-sm sm:text-4xl lg:text-6xl">{slide.header}</h2>
            ) : null}
            {slide.slider_has_link && slide.link ? (
              <SmartLink
                href={slide.link}
                className="mt-8 inline-flex items-center gap-3 rounded-full bg-white px-6 py-3 font-medium text-brand-900 transition hover:bg-gold-400"
              >
                {slide.link_text || slide.header}
                <span aria-hidden="true">→</span>
              </SmartLink>
            ) : null}
          </div>
        </div>
      ))}
    />
  )
}

/** A 1×1 transparent GIF: what the first slide shows at the breakpoint where its carousel is hidden. */
const BLANK = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'

function FirstSlideImage({ image, media, hiddenAt }: { image: number | Media | null | undefined; media: string; hiddenAt: string }) {
  if (!image || typeof image !== 'object' || !image.url) return null
  const { props } = getImageProps({
    src: mediaSrc(image.url),
    alt: image.alt ?? '',
    fill: true,
    sizes: '100vw',
    loading: 'eager',
    fetchPriority: 'high',
    className: 'object-cover',
  })
  preload(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: 'high', media })
  return (
    <picture>
      {/* A width descriptor and sizes like the <img> below: the HTML checker rejects a <source> without
          sizes in a <picture> whose image candidates are chosen by width. */}
      <source media={hiddenAt} srcSet={`${BLANK} 1w`} sizes="1px" />
      {/* next/image's computed props on a plain <img>, so it can sit inside <picture> for art direction. */}
      <img {...props} alt={props.alt} />
    </picture>
  )
}
