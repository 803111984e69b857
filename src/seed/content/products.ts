import { routes } from '@/routes'
import { brandName } from '@/site.config'
import type { WhereToBuyBlock } from '@/payload-types'
import type { PageSeed } from './types'

/**
 * Product-section pages that are content records: where to buy (English only, as the spec says).
 * The shops are invented; their positions are real places in each city.
 */
type StoreRow = [country: NonNullable<WhereToBuyBlock['stores']>[number]['country'], name: string, lat: number, lng: number, description: string, address: string]

const stores: StoreRow[] = [
  ['LK', 'Kandy Tea Rooms', 7.2936, 80.6413, 'Our full range by the lake, with a tasting counter open every afternoon.', 'Dalada Veediya 14\nKandy 20000'],
  ['LK', 'Galle Fort Tea Merchant', 6.0269, 80.217, 'Loose-leaf teas, gift boxes and teaware inside the old fort walls.', 'Church Street 42\nGalle Fort 80000'],
  ['LK', 'Colombo City Tea House', 6.9147, 79.8528, 'The flagship shop: every range, the estate teas and the tea school’s weekend tastings.', 'Dharmapala Mawatha 210\nColombo 00700'],
  ['LK', 'Nuwara Eliya Hill Store', 6.9708, 80.7829, 'High-grown teas from the gardens around the town, sold a few kilometres from where they grow.', 'Queen Elizabeth Road 5\nNuwara Eliya 22200'],
  ['GB', 'The Leaf & Kettle', 51.5142, -0.1494, 'A London tea shop with the gourmet and single-estate ranges, and brewing lessons on Saturdays.', '28 Marylebone Lane\nLondon W1U 2DR'],
  ['GB', 'Harrowgate Fine Foods', 53.9921, -1.5418, 'Fine food hall stocking the gift boxes and the iced tea range.', '11 Parliament Street\nHarrogate HG1 2QU'],
  ['GB', 'Edinburgh Tea Cabinet', 55.9486, -3.1999, 'Loose leaf by weight, including the rare teas of the T-Series.', '7 Victoria Street\nEdinburgh EH1 2HE'],
  ['DE', 'Teekontor am Hafen', 53.5438, 9.9931, 'Hamburg’s harbour tea merchant: the full loose-leaf range and the natural infusions.', 'Am Sandtorkai 6\n20457 Hamburg'],
  ['DE', 'Münchner Teestube', 48.1374, 11.5755, 'Tea room and shop near the Viktualienmarkt, with the organic and green teas.', 'Westenriederstraße 9\n80331 München'],
  ['DE', 'Teeladen Kreuzberg', 52.4986, 13.4179, 'A neighbourhood shop with tea bags, iced tea and the cordials.', 'Oranienstraße 170\n10999 Berlin'],
  ['AU', 'Harbour Tea Co.', -33.8614, 151.2104, 'Sydney’s tea specialist, stocking the gourmet, iced tea and gift ranges.', '50 George Street\nThe Rocks NSW 2000'],
  ['AU', 'Melbourne Leaf Store', -37.8124, 144.9623, 'Loose leaf and teaware in a laneway shop off Collins Street.', '12 Block Place\nMelbourne VIC 3000'],
  ['AE', 'Dubai Tea Emporium', 25.1972, 55.2744, 'The gift boxes and the premium ranges, with tea service for hotels and restaurants.', 'Downtown Boulevard, Unit 3\nDubai'],
  ['JP', 'Kōcha-ya Ginza', 35.6717, 139.765, 'Ceylon black teas by the gram, and the single-estate teas by season.', '4-6 Ginza, Chūō\nTokyo 104-0061'],
]

export const whereToBuy: PageSeed = {
  path: routes.products.whereToBuy,
  headerImage: 'bannerTea',
  copy: {
    en: {
      title: 'Where to buy',
      intro: `Find ${brandName} tea in a shop near you: choose a country to see its shops on the map.`,
    },
  },
  blocks: [
    {
      blockType: 'custom',
      build: () => ({
        blockType: 'whereToBuy',
        title: 'Shops that sell our tea',
        description: 'These shops stock our teas and know them well. Ranges differ from shop to shop; if you are looking for a particular tea, call ahead. To buy online, visit our shop.',
        default_country: 'LK',
        stores: stores.map(([country, name, latitude, longitude, description, address]) => ({ country, name, latitude, longitude, description, address })),
      }),
    },
  ],
  seo: {
    en: {
      title: 'Where to buy our tea',
      description: `Shops in Sri Lanka, the United Kingdom, Germany, Australia, the UAE and Japan that sell ${brandName} tea, on a map.`,
      keywords: 'where to buy Ceylon tea, tea shop, tea stockists',
    },
  },
}

/** The tea quiz: three questions, each setting one parameter of POST /dmc-apis/teaquiz_results. */
export const teaQuiz: PageSeed = {
  path: routes.products.recommendation,
  headerImage: 'bannerTea',
  copy: {
    en: { title: 'Find your tea', intro: 'Three questions, a minute of your time, and a few teas we think you will enjoy.' },
    de: { title: 'Finden Sie Ihren Tee', intro: 'Drei Fragen, eine Minute Zeit und ein paar Tees, die Ihnen gefallen könnten.' },
  },
  blocks: [
    {
      blockType: 'custom',
      build: (locale, media) => {
        const de = locale === 'de'
        return {
          blockType: 'teaQuiz',
          title: de ? 'Das Tee-Quiz' : 'The tea quiz',
          intro: de
            ? 'Wählen Sie bei jeder Frage eine Antwort. Sie können jederzeit zurückgehen.'
            : 'Choose one answer for each question. You can go back at any time.',
          questions: [
            {
              image: media.contentCup,
              header: de ? 'Frage eins' : 'Question one',
              question: de ? 'Welche Art Tee trinken Sie am liebsten?' : 'Which kind of tea do you enjoy most?',
              parameter: 'teaType',
              answers: [
                { label: de ? 'Kräftiger Schwarztee' : 'A strong black tea', value: 'black-tea' },
                { label: de ? 'Frischer Grüntee' : 'A fresh green tea', value: 'green-tea' },
                { label: de ? 'Etwas mit Frucht oder Gewürz' : 'Something with fruit or spice', value: 'flavoured-tea' },
                { label: de ? 'Ein Kräuteraufguss' : 'A herbal infusion', value: 'herbal-infusion' },
              ],
            },
            {
              image: media.contentGlass,
              header: de ? 'Frage zwei' : 'Question two',
              question: de ? 'Wie viel Koffein möchten Sie?' : 'How much caffeine would you like?',
              parameter: 'caffeinePreference',
              answers: [
                { label: de ? 'So viel wie möglich' : 'As much as it has', value: 'high' },
                { label: de ? 'Ein wenig' : 'A little', value: 'medium' },
                { label: de ? 'Kaum' : 'Hardly any', value: 'low' },
                { label: de ? 'Gar keins' : 'None at all', value: 'none' },
              ],
            },
            {
              image: media.contentMistDusk,
              header: de ? 'Frage drei' : 'Question three',
              question: de ? 'Wann trinken Sie Ihren Tee?' : 'When do you drink your tea?',
              parameter: 'time',
              answers: [
                { label: de ? 'Am Morgen' : 'In the morning', value: 'morning' },
                { label: de ? 'Am Nachmittag' : 'In the afternoon', value: 'afternoon' },
                { label: de ? 'Am Abend' : 'In the evening', value: 'evening' },
                { label: de ? 'Zu jeder Tageszeit' : 'Any time of day', value: 'any' },
              ],
            },
          ],
        }
      },
    },
  ],
  seo: {
    en: {
      title: 'Tea quiz: find your tea',
      description: 'Answer three questions about taste, caffeine and the time of day, and get tea recommendations from our range.',
      keywords: 'tea quiz, tea recommendation, which tea, caffeine free tea',
    },
  },
}

export const productPages: PageSeed[] = [whereToBuy, teaQuiz]
