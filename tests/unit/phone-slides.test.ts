import { describe, expect, it } from 'vitest'
import { phoneSlides, withoutRepeatedWords } from '@/components/home/phone-slides'

type Slide = { image: number; header?: string | null; slider_has_link?: boolean | null; link?: string | null; link_text?: string | null }

const desktop: Slide[] = [
  { image: 1, header: 'Tea grown by a family', slider_has_link: true, link: '/our-purpose', link_text: 'Our purpose' },
  { image: 2, header: 'Picked at dawn', slider_has_link: false, link: null, link_text: null },
]

describe('the phone’s hero slides', () => {
  it('take the desktop slide’s headline and link where the editor left them empty', () => {
    const phone: Slide[] = [
      { image: 11, header: '', slider_has_link: false, link: null, link_text: null },
      { image: 12, header: null, slider_has_link: false, link: null, link_text: null },
    ]
    expect(phoneSlides(desktop, phone)).toEqual([
      { ...desktop[0], image: 11 },
      { ...desktop[1], image: 12 },
    ])
  })

  it('keep a shorter phone headline and a link of their own', () => {
    const phone: Slide[] = [{ image: 11, header: 'Family tea', slider_has_link: true, link: '/careers', link_text: 'Join us' }]
    expect(phoneSlides(desktop, phone)).toEqual(phone)
  })

  it('are the desktop slides when there are none of their own', () => {
    expect(phoneSlides(desktop, [])).toBe(desktop)
  })

  it('say the same after the seed leaves out words equal to the desktop’s', () => {
    const phone = desktop.map((slide, i) => ({ ...slide, image: 11 + i }))
    const stored = withoutRepeatedWords(desktop, phone)
    expect(stored.map((s) => s.header)).toEqual([null, null])
    expect(phoneSlides(desktop, stored)).toEqual(phone)
  })
})
