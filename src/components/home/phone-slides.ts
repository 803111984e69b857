import type { Home } from '@/payload-types'

/** What a slide says (its picture aside). */
type Words = Partial<Pick<NonNullable<Home['sliders']>[number], 'header' | 'slider_has_link' | 'link' | 'link_text'>>

/**
 * The phone's hero slides with the desktop's words where the editor left a phone slide's words
 * empty: a headline is typed once, and a phone slide only needs its own picture (or a shorter line).
 * Slides are matched by position; with no phone slides at all, the desktop slides serve phones too.
 */
export function phoneSlides<S extends Words>(sliders: S[], mobileSliders: S[]): S[] {
  if (!mobileSliders.length) return sliders
  return mobileSliders.map((slide, i) => {
    const desktop = sliders[i]
    if (!desktop) return slide
    const ownLink = Boolean(slide.slider_has_link && slide.link)
    return {
      ...slide,
      header: slide.header?.trim() ? slide.header : desktop.header,
      slider_has_link: ownLink ? true : desktop.slider_has_link,
      link: ownLink ? slide.link : desktop.link,
      link_text: slide.link_text?.trim() ? slide.link_text : ownLink ? slide.link_text : desktop.link_text,
    }
  })
}

/** The inverse, for content written once: a phone slide's words left empty where they equal the desktop slide's. */
export function withoutRepeatedWords<S extends Words>(sliders: S[], mobileSliders: S[]): S[] {
  return mobileSliders.map((slide, i) => {
    const desktop = sliders[i]
    if (!desktop) return slide
    const sameLink = Boolean(slide.slider_has_link) === Boolean(desktop.slider_has_link) && (slide.link ?? null) === (desktop.link ?? null)
    return {
      ...slide,
      header: slide.header === desktop.header ? null : slide.header,
      ...(sameLink ? { slider_has_link: false, link: null } : {}),
      link_text: sameLink && slide.link_text === desktop.link_text ? null : slide.link_text,
    }
  })
}
