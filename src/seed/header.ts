import type { Payload } from 'payload'
import type { Header } from '@/payload-types'
import { routes } from '@/routes'
import { brandName } from '@/site.config'

type Menu = NonNullable<Header['menus']>[number]
type Link = { label: string; url: string }
const column = (heading: string, links: Link[]) => ({ heading, links })

/**
 * The mega-menu as the spec lays it out (site.md, "Layouts and page furniture"): six sections,
 * each a few columns of links. Every URL comes from the route table, so a renamed path or a
 * new brand slug reaches the menu without touching this file.
 */
export function headerMenus(): Menu[] {
  return [
    {
      label: 'Family',
      section: routes.family.root,
      intro: `${brandName} is a family company: three generations who grow, pick and pack their own tea in the hills of Ceylon.`,
      columns: [
        column('Our story', [
          { label: 'The family', url: routes.family.root },
          { label: `The ${brandName} story`, url: routes.family.story },
          { label: "Founder's message", url: routes.family.foundersMessage },
          { label: 'Timeline', url: routes.family.timeline },
        ]),
        column('What we stand for', [
          { label: 'Our values', url: routes.family.values },
          { label: 'What we do', url: routes.family.whatWeDo },
          { label: 'Our tea gardens', url: routes.family.teaGardens() },
          { label: 'Leisure and hospitality', url: routes.family.leisureHospitality },
        ]),
        column('Trust', [
          // The spec's menu treats awards as part of quality and certifications.
          { label: 'Quality, certifications and awards', url: routes.family.qualityCertifications },
          { label: 'Testimonials', url: routes.family.testimonials },
        ]),
      ],
    },
    {
      label: 'Our Products',
      section: routes.products.root,
      intro: 'Single-origin Ceylon tea, packed fresh where it grows: find a range, a format or a type to suit your cup.',
      columns: [
        column('Our teas', [
          { label: 'Tea ranges', url: routes.products.ranges },
          { label: 'Tea formats', url: routes.products.formats() },
          { label: 'Tea types', url: routes.products.types() },
          { label: 'Tea by flavour', url: routes.products.byFlavour() },
          { label: 'Tea by mood', url: routes.products.byMood() },
        ]),
        column('Gifts and accessories', [
          { label: 'Gift of teas', url: routes.products.giftOfTeas() },
          { label: 'Teawares', url: routes.products.teawares },
          { label: 'Tea accessories', url: routes.products.accessories() },
        ]),
        column('Choose and buy', [
          { label: 'Find your tea', url: routes.products.recommendation },
          { label: 'Where to buy', url: routes.products.whereToBuy },
        ]),
      ],
    },
    {
      label: 'All About Tea',
      section: routes.allAboutTea.root,
      intro: 'From the bush to the cup: how tea is grown and made, how to brew it well and why it is good for you.',
      columns: [
        column('Learn', [
          { label: 'School of Tea', url: routes.allAboutTea.schoolOfTea },
          { label: 'School of Tea e-learning', url: routes.allAboutTea.schoolOfTeaELearning },
          { label: 'Facts of tea', url: routes.allAboutTea.factsOfTea },
          { label: 'Tea and health', url: routes.allAboutTea.teaAndHealth },
        ]),
        column('Brew, listen and read', [
          // The spec's menu labels the brewing guide "infographic".
          { label: 'Infographic: brew a perfect cup', url: routes.allAboutTea.howToBrew },
          { label: `${brandName} podcasts`, url: routes.allAboutTea.podcasts() },
          { label: 'Tea inspired e-books', url: routes.allAboutTea.eBooks() },
        ]),
      ],
    },
    {
      label: 'Our Purpose',
      section: routes.purpose.root,
      intro: 'Business as a matter of human service: part of every cup goes back to the people and the land that made it.',
      columns: [
        column('Our purpose', [
          { label: 'Our purpose', url: routes.purpose.root },
          { label: `${brandName} Foundation`, url: routes.purpose.foundation },
          { label: `${brandName} Conservation`, url: routes.purpose.conservation },
          { label: 'Sustainability', url: routes.purpose.sustainability },
        ]),
      ],
    },
    {
      label: 'Tea Inspired',
      section: routes.teaInspired.root,
      intro: 'Tea as chefs, mixologists, artists and photographers see it, and the letters and wishes our drinkers send us.',
      columns: [
        column('Tea makers', [
          { label: "The teamaker's philosophy", url: routes.teaInspired.philosophy },
          { label: 'Chefs and the tea maker', url: routes.teaInspired.chefs },
          { label: 'Mixologist and the tea maker', url: routes.teaInspired.mixologist },
          { label: 'Real high tea', url: routes.teaInspired.realHighTea },
          { label: 'Hospitality and food service', url: routes.teaInspired.hospitality },
          { label: 'Tea lounge', url: routes.teaInspired.teaLounge },
        ]),
        column('Inspiration', [
          { label: 'Years of tea inspiration', url: routes.teaInspired.yearsOfInspiration },
          { label: 'Tea in five senses', url: routes.teaInspired.fiveSenses },
          { label: 'Tea inspiration books', url: routes.teaInspired.books },
          { label: 'Commemorative teas', url: routes.teaInspired.commemorativeTeas },
          { label: 'Video wishes', url: routes.teaInspired.videoWishes },
          { label: `Letters to Mr ${brandName}`, url: routes.teaInspired.letters },
        ]),
        column('Gallery', [
          { label: 'Artists', url: routes.teaInspired.artists() },
          { label: 'Photographers', url: routes.teaInspired.photographers() },
          { label: 'Albums', url: routes.teaInspired.albums() },
          { label: 'Tea inspired me', url: routes.teaInspired.inspiredMe() },
        ]),
      ],
    },
    {
      label: 'Media',
      section: routes.media.root,
      intro: 'News from the estates, the events we host and the stories we tell in pictures, sound and film.',
      columns: [
        column('Media', [
          { label: 'Media', url: routes.media.root },
          { label: 'News', url: routes.media.news() },
          { label: 'Events', url: routes.media.events() },
          { label: 'Videos', url: routes.media.videos },
          { label: 'Images', url: routes.media.images() },
        ]),
        column('More stories', [
          { label: `${brandName} in the press`, url: routes.media.inPress() },
          { label: `${brandName} tea blog`, url: routes.media.teaBlog() },
          { label: 'Audio', url: routes.media.audios },
        ]),
      ],
    },
  ]
}

/** Writes the header global (English); running it again leaves the same menu. */
export async function seedHeader(payload: Payload): Promise<void> {
  await payload.updateGlobal({
    slug: 'header',
    locale: 'en',
    data: { menus: headerMenus() },
    context: { disableRevalidate: true },
  })
}
