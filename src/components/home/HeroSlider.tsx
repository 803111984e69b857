import { getImageProps } from 'next/image'
import { preload } from 'react-dom'
import type { Locale } from '@/config/variant'
import type { Home, Media } from '@/payload-types'
import { Carousel } from '@/components/islands'
import { carouselLabels } from '@/components/ui/ui-text'
import { mediaSrc } from '@/lib/media/media-url'
import { ScrollDown } from '@/components/ui/ScrollDown'
import { SmartLink } from '@/components/ui/SmartLink'
import { phoneSlides } from './phone-slides'

type Slide = NonNullable<Home['sliders']>[number]

const DESKTOP = '(min-width: 992px)'
const MOBILE = '(max-width: 991.98px)'

/**
 * The home hero: desktop `sliders` and mobile `mobile_sliders`, whose empty words are the desktop
 * slide's (./phone-slides.ts). When the two lists say the same (same
 * headings and links, slide by slide), which is how editors use them, one carousel is rendered and
 * each slide's <picture> chooses the desktop or the phone picture by media query: the page carries
 * and hydrates one carousel, not two. Lists that differ get a carousel each, switched by CSS (no
 * layout shift, no client-side measuring). With `lcp` (the hero opens the page) the first picture is the LCP
 * candidate at each breakpoint: preloaded for its media query, loaded eagerly at high priority; the picture of the
 * other breakpoint is never downloaded. Later slides, and every slide of a hero below the first screen, load lazily.
 */
export function HeroSlider({ sliders, mobileSliders, locale, lcp = true }: { sliders: Slide[]; mobileSliders: Slide[]; locale: Locale; lcp?: boolean }) {
  const mobile = phoneSlides(sliders, mobileSliders)
  const carousels = sameSlides(sliders, mobile)
    ? [<HeroCarousel key="both" slides={sliders.map((slide, i) => ({ slide, desktop: slide.image, mobile: mobile[i]!.image }))} locale={locale} lcp={lcp} className={`${MOBILE_HEIGHT} lg:h-[clamp(32rem,78vh,48rem)]`} />]
    : [
        sliders.length ? (
          <HeroCarousel key="desktop" slides={sliders.map((slide) => ({ slide, desktop: slide.image }))} locale={locale} lcp={lcp} className={`hidden lg:block ${DESKTOP_HEIGHT}`} />
        ) : null,
        mobile.length ? <HeroCarousel key="mobile" slides={mobile.map((slide) => ({ slide, mobile: slide.image }))} locale={locale} lcp={lcp} className={`${MOBILE_HEIGHT} lg:hidden`} /> : null,
      ]
  return (
    <div className="relative bg-brand-900 text-white">
      {carousels}
      {/* Clear of the carousel controls, which sit at the bottom right. */}
      {mobile.length ? <ScrollDown className="absolute bottom-6 left-4 z-10 lg:bottom-10 lg:left-1/2 lg:-translate-x-1/2" /> : null}
    </div>
  )
}

const DESKTOP_HEIGHT = 'h-[clamp(32rem,78vh,48rem)]'
const MOBILE_HEIGHT = 'h-[min(82svh,46rem)] min-h-[28rem]'

/** Slides that differ only in their picture. */
function sameSlides(a: Slide[], b: Slide[]): boolean {
  const said = (s: Slide) => JSON.stringify([s.header, s.slider_has_link ? s.link : null, s.slider_has_link ? s.link_text : null])
  return a.length > 0 && a.length === b.length && a.every((slide, i) => said(slide) === said(b[i]!))
}

type Picture = Slide['image']
/** A slide's words and its pictures: `desktop`, `mobile` or both (chosen by media query). */
type HeroSlide = { slide: Slide; desktop?: Picture; mobile?: Picture }

function HeroCarousel({ slides, locale, lcp, className }: { slides: HeroSlide[]; locale: Locale; lcp: boolean; className: string }) {
  return (
    <Carousel
      labels={carouselLabels(locale, slides.length)}
      className={className}
      controlsClassName="absolute bottom-6 right-4 lg:bottom-10 lg:right-10"
      slides={slides.map(({ slide, desktop, mobile }, i) => (
        <div key={slide.id ?? i} className="relative h-full">
          <SlidePicture desktop={desktop} mobile={mobile} first={lcp && i === 0} />
          {/* Each slide's styles are set once in hero.css, not repeated on every slide in the HTML and the RSC payload. */}
          <div className="hero-shade" />
          <div className="hero-caption">
            {slide.header ? <h2>{slide.header}</h2> : null}
            {slide.slider_has_link && slide.link ? (
              <SmartLink href={slide.link}>
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

/** A 1×1 transparent GIF: what a slide shows at the breakpoint whose carousel is hidden. */
const BLANK = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'

const uploaded = (image: Picture | null | undefined): Media | null => (image && typeof image === 'object' && image.url ? image : null)

/**
 * next/image's computed props for one breakpoint's picture; the first slide's is preloaded for
 * that breakpoint only and fetched at high priority.
 */
function pictureProps(image: Media, media: string, first: boolean) {
  const { props } = getImageProps({
    src: mediaSrc(image.url!),
    alt: image.alt ?? '',
    fill: true,
    sizes: '100vw',
    className: 'object-cover',
    ...(first ? { loading: 'eager', fetchPriority: 'high' } : { loading: 'lazy' }),
  })
  if (first) preload(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: 'high', media })
  return props
}

/**
 * The <img> carries the phone picture and a <source> the desktop one. A carousel shown at one
 * breakpoint only (`desktop` or `mobile` undefined) hands the other a blank; a slide of the shared
 * carousel missing one picture shows the other at both.
 */
function SlidePicture({ desktop, mobile, first }: { desktop?: Picture; mobile?: Picture; first: boolean }) {
  const shared = desktop !== undefined && mobile !== undefined
  const wide = uploaded(desktop) ?? (shared ? uploaded(mobile) : null)
  const narrow = uploaded(mobile) ?? (shared ? wide : null)
  const img = narrow ? pictureProps(narrow, wide ? MOBILE : ALL, first) : wide ? pictureProps(wide, DESKTOP, first) : null
  if (!img) return null
  const source =
    wide && narrow
      ? wide === narrow
        ? null
        : { media: DESKTOP, ...sizing(pictureProps(wide, DESKTOP, first)) }
      : { media: narrow ? DESKTOP : MOBILE, srcSet: `${BLANK} 1w`, sizes: '1px' }
  return (
    <picture>
      {/* A width descriptor and sizes like the <img> below: the HTML checker rejects a <source> without
          sizes in a <picture> whose image candidates are chosen by width. */}
      {source ? <source {...source} /> : null}
      <img {...img} alt={img.alt} />
    </picture>
  )
}

const ALL = 'all'
const sizing = (props: { srcSet?: string; sizes?: string }) => ({ srcSet: props.srcSet, sizes: props.sizes })
