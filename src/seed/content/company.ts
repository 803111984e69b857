import { routes } from '@/routes'
import { h3, ul } from '../richText'
import { careerPeople, careersActions, contactDetails } from './company-blocks'
import { mediaCovers, mediaFeaturedStories, mediaSocialWall } from './media-landing'
import type { PageSeed } from './types'
import { mediaSearchBlock } from './media-search'
import { brand, brandName } from '@/site.config'

/** Company pages: careers (English and German), online, media, contact (trade: ./trade.ts). */

const careers: PageSeed = {
  path: routes.careers,
  headerImage: 'bannerMonsoon',
  copy: {
    en: {
      title: 'Careers',
      intro: 'Work with a family tea company that takes its time over tea and over the people who make it.',
    },
    de: {
      title: 'Karriere',
      intro: 'Arbeiten Sie in einem Familienunternehmen, das sich Zeit nimmt – für den Tee und für die Menschen, die ihn machen.',
    },
  },
  blocks: [
    {
      blockType: 'slider',
      slides: [
        { image: 'contentGarden', copy: { en: { header: 'In the field: nursery, plucking and conservation teams' }, de: { header: 'Auf dem Feld: Baumschule, Pflückerinnen und Naturschutz' } } },
        { image: 'contentFactory', copy: { en: { header: 'In the factory: withering, rolling and firing by hand and eye' }, de: { header: 'In der Fabrik: Welken, Rollen und Trocknen mit Hand und Auge' } } },
        { image: 'contentGlass', copy: { en: { header: 'In the tasting room: every batch cupped before it is packed' }, de: { header: 'Im Verkostungsraum: Jede Partie wird vor dem Verpacken verkostet' } } },
      ],
    },
    {
      blockType: 'content',
      image: 'contentGarden',
      imagePosition: 'right',
      copy: {
        en: {
          header: `Working at ${brandName}`,
          body: [
            `About nine hundred people work with us, most of them on our three estates. Many families have been with ${brandName} for two or three generations, and most of our managers started in the field or on the factory floor.`,
            'We pay above the industry wage, train everyone who joins, and promote from within whenever we can.',
          ],
        },
        de: {
          header: `Arbeiten bei ${brandName}`,
          body: [
            `Rund neunhundert Menschen arbeiten mit uns, die meisten auf unseren drei Plantagen. Viele Familien sind seit zwei oder drei Generationen bei ${brandName}, und die meisten unserer Führungskräfte haben auf dem Feld oder in der Fabrik angefangen.`,
            'Wir zahlen über dem Branchenlohn, bilden alle neuen Kolleginnen und Kollegen aus und besetzen Stellen, wann immer möglich, aus den eigenen Reihen.',
          ],
        },
      },
    },
    { blockType: 'custom', build: careerPeople },
    {
      blockType: 'content',
      image: 'contentGlass',
      imagePosition: 'left',
      copy: {
        en: {
          header: 'Where you could work',
          body: [
            ul(
              '**Estates**: field officers, nursery and conservation teams, estate clinics and childcare centres.',
              '**Factories**: tea makers, engineers and quality controllers.',
              '**Tasting room, Colombo**: tasters, blenders and buyers.',
              '**Packing and logistics**: production, planning and export.',
              `**Office**: finance, marketing, trade sales and the ${brandName} Foundation.`,
            ),
          ],
        },
        de: {
          header: 'Wo Sie arbeiten könnten',
          body: [
            ul(
              '**Plantagen**: Feldaufsicht, Baumschul- und Naturschutzteams, Gesundheitsstationen und Kinderbetreuung.',
              '**Fabriken**: Teemacher, Technik und Qualitätskontrolle.',
              '**Verkostungsraum in Colombo**: Verkoster, Blender und Einkauf.',
              '**Verpackung und Logistik**: Produktion, Planung und Export.',
              `**Büro**: Finanzen, Marketing, Vertrieb und die ${brandName}-Stiftung.`,
            ),
          ],
        },
      },
    },
    {
      blockType: 'content',
      image: 'contentTeapot',
      imagePosition: 'right',
      copy: {
        en: {
          header: 'Internships and how to apply',
          body: [
            'Each year we offer paid six-month internships in agriculture, food science, engineering and business, with time on an estate and in Colombo.',
            h3('Apply'),
            'Use **Submit your CV** below and tell us which area interests you. We read every application and reply within three weeks.',
          ],
        },
        de: {
          header: 'Praktika und Bewerbung',
          body: [
            'Jedes Jahr bieten wir bezahlte sechsmonatige Praktika in Landwirtschaft, Lebensmitteltechnologie, Technik und Betriebswirtschaft an, mit Einsätzen auf einer Plantage und in Colombo.',
            h3('Bewerben'),
            'Nutzen Sie **Lebenslauf senden** weiter unten und nennen Sie den Bereich, der Sie interessiert. Wir lesen jede Bewerbung und antworten innerhalb von drei Wochen.',
          ],
        },
      },
    },
    { blockType: 'custom', build: careersActions },
  ],
  seo: {
    en: {
      title: 'Careers',
      description: `Careers at ${brandName}: work on our tea estates, in our factories, in the Colombo tasting room or the office, and paid internships.`,
      keywords: `${brandName} careers, tea jobs Sri Lanka, tea taster job, internships`,
    },
    de: {
      title: 'Karriere',
      description: `Karriere bei ${brandName}: Arbeit auf unseren Plantagen, in den Fabriken, im Verkostungsraum in Colombo oder im Büro, dazu bezahlte Praktika.`,
      keywords: `${brandName} Karriere, Jobs Tee, Praktikum Sri Lanka`,
    },
  },
}

const online: PageSeed = {
  path: routes.online,
  headerImage: 'bannerMedia',
  copy: {
    en: {
      title: `${brandName} Online`,
      intro: 'Our teas, gift sets and teaware, delivered from the hills to your door.',
    },
  },
  blocks: [
    {
      blockType: 'content',
      image: 'contentCup',
      imagePosition: 'right',
      copy: {
        en: {
          header: 'Fresh from the source',
          body: [
            'Orders are packed in Sri Lanka from the season’s teas and sent in sealed tins that keep the leaf fresh for longer. Each tin carries the estate and the date of manufacture.',
            'Use "Shop online" at the top of any page to visit our shop where it serves your country.',
          ],
        },
      },
    },
    {
      blockType: 'content',
      image: 'contentTeapot',
      imagePosition: 'left',
      link: routes.allAboutTea.schoolOfTea,
      copy: {
        en: {
          header: 'Gifts and tastings',
          body: [
            'Gift boxes pair teas from all three estates, so the same tea can be tasted from the Uva hills, Dimbula and the southern lowlands side by side. Each box includes brewing notes from our tasters.',
          ],
          linkText: 'Learn to taste at the School of Tea',
        },
      },
    },
    {
      blockType: 'custom',
      build: (locale) => ({
        blockType: 'onlineShops',
        title: locale === 'de' ? 'Wo Sie online kaufen können' : 'Where to buy online',
        shops: [
          {
            name: `${brandName} Tea Shop`,
            kind: 'brand',
            description: 'Every range, the estate teas in season and the gift boxes, sent from Colombo in sealed tins.',
            url: `https://shop.${brand}.example/`,
          },
          {
            name: 'LeafMarket',
            kind: 'marketplace',
            description: 'Our tea bags, iced teas and infusions, with next-day delivery in most of the United Kingdom.',
            url: 'https://www.leafmarket.example/brands/' + brand,
            delivers_to: ['GB', 'IE'],
          },
          {
            name: 'Teehaus Direkt',
            kind: 'marketplace',
            description: 'Loose-leaf teas and gift sets for Germany and Austria.',
            url: 'https://www.teehaus-direkt.example/' + brand,
            delivers_to: ['DE', 'AT'],
          },
          {
            name: 'Southern Cross Pantry',
            kind: 'marketplace',
            description: 'The gourmet and organic ranges, delivered across Australia and New Zealand.',
            url: 'https://southerncrosspantry.example/tea/' + brand,
            delivers_to: ['AU', 'NZ'],
          },
          {
            name: 'Lanka Home Delivery',
            kind: 'marketplace',
            description: 'Island-wide delivery of every range, with cash on delivery.',
            url: 'https://lankahome.example/' + brand,
            delivers_to: ['LK'],
          },
        ],
      }),
    },
  ],
  seo: {
    en: {
      title: `${brandName} online`,
      description: `Buy ${brandName} tea online: fresh teas, gift boxes and teaware packed in Sri Lanka.`,
      keywords: `buy Ceylon tea online, tea gifts, ${brandName} shop`,
    },
  },
}

const mediaRoot: PageSeed = {
  path: routes.media.root,
  headerImage: 'bannerMedia',
  copy: {
    en: {
      title: 'Media',
      intro: 'News, stories and resources for journalists, writers and anyone curious about our work.',
    },
  },
  blocks: [
    { blockType: 'custom', build: mediaCovers },
    mediaSearchBlock,
    { blockType: 'custom', build: (locale) => ({ blockType: 'latestNews', title: locale === 'de' ? 'Neuigkeiten' : 'Latest news', count: 3 }) },
    { blockType: 'custom', build: (locale) => ({ blockType: 'upcomingEvents', title: locale === 'de' ? 'Kommende Veranstaltungen' : 'Upcoming events', count: 3 }) },
    { blockType: 'custom', build: mediaFeaturedStories },
    { blockType: 'custom', build: mediaSocialWall },
  ],
  seo: {
    en: {
      title: 'Media',
      description: `${brandName} media centre: news, events, the tea blog and press resources, featured stories from the estates and our latest social posts.`,
      keywords: `${brandName} press, media enquiries, tea news, tea events`,
    },
  },
}

const contact: PageSeed = {
  path: routes.contact,
  headerImage: 'bannerDusk',
  copy: {
    en: {
      title: 'Contact Us',
      intro: 'We would love to hear from you, whether you have a question about a tea, a trade enquiry or a story to share.',
    },
    de: {
      title: 'Kontakt',
      intro: 'Wir freuen uns von Ihnen zu hören: mit einer Frage zu einem Tee, einer Anfrage für den Handel oder einer Geschichte, die Sie erzählen möchten.',
    },
  },
  blocks: [
    { blockType: 'custom', build: contactDetails },
    {
      blockType: 'content',
      image: 'contentGarden',
      imagePosition: 'left',
      copy: {
        en: {
          header: 'Visit Kirikanda Estate',
          body: [
            'Kirikanda, above Haputale in the Uva hills, welcomes visitors on weekday mornings. Tours start at 8 am with the morning plucking and end with a tasting in the factory. Please book at least two days ahead by email.',
          ],
        },
      },
    },
  ],
  seo: {
    en: {
      title: 'Contact us',
      description: `Contact ${brandName}: customer care, trade, press and careers, and how to book a visit to Kirikanda Estate.`,
      keywords: `contact ${brandName}, tea estate visit, Haputale`,
    },
  },
}

export const companyPages: PageSeed[] = [careers, online, mediaRoot, contact]
