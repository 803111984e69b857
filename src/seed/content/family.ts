import { routes } from '@/routes'
import { h3, richText, ul } from '../richText'
import { filmFiles, filmMedia } from '../films'
import type { FileIds } from '../types'
import { seedVideoUrls } from '../videos'
import { quoteBlock, valueCardsBlock } from './family-blocks'
import { companyFacts } from './company-facts'
import { hospitality } from './family-hospitality'
import { qualityCertifications } from './family-quality'
import { timeline } from './family-timeline'
import type { PageSeed } from './types'
import { brandName } from '@/site.config'

/**
 * The Dalumara Family section: story (English and German), values, what we do, founder's message, and
 * (in family-*.ts) quality and awards, timeline, leisure and hospitality.
 */

const story: PageSeed = {
  path: routes.family.story,
  headerImage: 'bannerStory',
  copy: {
    en: {
      title: `The ${brandName} story`,
      intro: 'How a tea taster from Badulla, a neglected garden and a borrowed lorry became a family tea company.',
    },
    de: {
      title: `Die Geschichte von ${brandName}`,
      intro: 'Wie aus einer Teeverkosterin aus Badulla, einem verwilderten Garten und einem geliehenen Lastwagen ein Familienunternehmen wurde.',
    },
  },
  blocks: [
    {
      blockType: 'content',
      image: 'contentFactory',
      imagePosition: 'right',
      copy: {
        en: {
          header: 'A taster’s apprenticeship',
          body: [
            `Kamala ${brandName} grew up in the shadow of a tea factory near Badulla, where her father kept the weighing books. In 1962 she went to Colombo to learn tea tasting, one of very few women at the long white tables of the brokers’ rooms.`,
            'Ten years of cupping taught her what the auction rarely rewarded: that the best tea is made by people who are paid and treated well, on land that is cared for, and sent out while it is still fresh.',
          ],
        },
        de: {
          header: 'Die Lehrjahre einer Verkosterin',
          body: [
            `Kamala ${brandName} wuchs neben einer Teefabrik bei Badulla auf, in der ihr Vater die Wiegebücher führte. 1962 ging sie nach Colombo, um das Verkosten von Tee zu lernen – als eine der wenigen Frauen an den langen weißen Tischen der Teemakler.`,
            'Zehn Jahre am Verkostungstisch lehrten sie, was die Auktion selten belohnte: Der beste Tee entsteht dort, wo Menschen fair bezahlt werden, das Land gepflegt wird und der Tee frisch auf den Weg geht.',
          ],
        },
      },
    },
    {
      blockType: 'content',
      image: 'contentGarden',
      imagePosition: 'left',
      copy: {
        en: {
          header: 'Kirikanda, 1979',
          body: [
            'With her husband Upali she bought Kirikanda, sixty hectares of overgrown bushes on the slopes above Haputale. They replanted terrace by terrace, rebuilt the withering lofts, and sold their first teas at the Colombo auction in 1982.',
            `In 1986 the family packed its first tea under its own name, in a rented shed beside the factory. Packing in the hills, instead of sending leaf abroad to be blended, has been the ${brandName} way ever since.`,
          ],
        },
        de: {
          header: 'Kirikanda, 1979',
          body: [
            'Gemeinsam mit ihrem Mann Upali kaufte sie Kirikanda: sechzig Hektar verwilderter Teesträucher an den Hängen oberhalb von Haputale. Terrasse um Terrasse pflanzten sie neu, bauten die Welklofts wieder auf und verkauften 1982 ihre ersten Tees auf der Auktion in Colombo.',
            `1986 verpackte die Familie ihren ersten Tee unter eigenem Namen, in einem gemieteten Schuppen neben der Fabrik. Am Ursprung zu verpacken, statt Blatttee zum Mischen ins Ausland zu schicken, ist seitdem der Weg von ${brandName}.`,
          ],
        },
      },
    },
    {
      blockType: 'content',
      imagePosition: 'right',
      link: routes.family.values,
      copy: {
        en: {
          header: 'Three estates, three generations',
          body: [
            'Today the family tends three gardens, each with its own character:',
            ul(
              '**Kirikanda**, Uva, 1,400 metres: bright, brisk teas shaped by the dry August winds.',
              '**Malhena**, Dimbula, 1,650 metres: fragrant, golden teas from the cool western slopes.',
              '**Hethumalee**, Ruhuna, 300 metres: dark, malty leaf from the warm south.',
            ),
            `Kamala’s son Ravindra runs the estates, her daughter Shanthi leads the tasting room, and her granddaughter Nethmi directs the ${brandName} Foundation.`,
          ],
          linkText: 'Our values',
        },
        de: {
          header: 'Drei Gärten, drei Generationen',
          body: [
            'Heute pflegt die Familie drei Teegärten mit eigenem Charakter:',
            ul(
              '**Kirikanda**, Uva, 1.400 Meter: helle, kräftige Tees, geprägt von den trockenen Augustwinden.',
              '**Malhena**, Dimbula, 1.650 Meter: duftende, goldene Tees von den kühlen Westhängen.',
              '**Hethumalee**, Ruhuna, 300 Meter: dunkle, malzige Blätter aus dem warmen Süden.',
            ),
            `Kamalas Sohn Ravindra leitet die Plantagen, ihre Tochter Shanthi den Verkostungsraum und ihre Enkelin Nethmi die ${brandName}-Stiftung.`,
          ],
          linkText: 'Unsere Werte',
        },
      },
    },
  ],
  seo: {
    en: {
      title: 'Our story',
      description: `From a taster’s apprenticeship in Colombo to three family estates: the story of ${brandName}, a family tea company from Sri Lanka.`,
      keywords: `${brandName} story, family tea company, Kirikanda Estate, Sri Lanka tea history`,
    },
    de: {
      title: 'Unsere Geschichte',
      description: `Von den Lehrjahren einer Teeverkosterin in Colombo zu drei Familienplantagen: die Geschichte von ${brandName}.`,
      keywords: `${brandName} Geschichte, Familienunternehmen, Teeplantage, Sri Lanka`,
    },
  },
}

const values: PageSeed = {
  path: routes.family.values,
  headerImage: 'bannerValues',
  copy: {
    en: {
      title: 'Our values',
      intro: 'Six promises we have kept since the first harvest at Kirikanda, and the everyday choices that keep them.',
    },
  },
  blocks: [
    {
      blockType: 'custom',
      build: valueCardsBlock({ en: { title: 'What we hold to', intro: 'Open a card to read how each promise shows up in an ordinary working day.' } }, [
        {
          image: 'contentGlass',
          copy: {
            en: {
              title: 'Freshness',
              shortText: 'We pack where we grow, so tea reaches you in months, not years.',
              longText: 'Tea loses its brightness slowly but surely once it is made. Our packing hall stands eleven kilometres from the Kirikanda factory, and every pack carries the month its tea was made, not just a best-before date. A tea that has waited too long in our own store is sold to the local market, never exported.',
            },
          },
        },
        {
          image: 'contentGarden',
          copy: {
            en: {
              title: 'Fairness',
              shortText: 'Pluckers and factory teams earn above the industry wage and share in a profit pool.',
              longText: 'Every worker on our estates is paid above the agreed industry wage, lives in a home with piped water, and receives a share of a profit pool that is set aside before the family takes anything. The pool’s size is published each year, and an elected committee of workers decides how the community part of it is spent.',
            },
          },
        },
        {
          image: 'contentFactory',
          copy: {
            en: {
              title: 'Patience',
              shortText: 'Our teas are made the orthodox way, judged by hand and nose.',
              longText: 'Orthodox manufacture is slower than the cut-tear-curl machines: the leaf withers overnight, is rolled in several passes, and oxidises until the factory officer judges it ready by its colour and smell. It costs us time and yield, and it gives whole leaf with the character of its garden.',
            },
          },
        },
        {
          image: 'contentTeapot',
          copy: {
            en: {
              title: 'Hospitality',
              shortText: 'A guest on our estates is a friend of the family, and so is a customer who writes to us.',
              longText: 'Kamala answered every letter that reached Haputale in her own hand for twenty years. We still answer every message ourselves, and visitors to Kirikanda are given tea, a walk through the factory and, if they arrive near noon, a plate of rice and curry from the bungalow kitchen.',
            },
          },
        },
        {
          image: 'contentForest',
          copy: {
            en: {
              title: 'Stewardship',
              shortText: 'The hills were here before us; we mean to leave them richer than we found them.',
              longText: 'A fifth of the Kirikanda and Malhena land is kept as forest and stream reserve. Since 2010 we have replanted native trees along the ridges, stopped using herbicides on the steep slopes, and built contour drains that keep the topsoil on the hill during the monsoon.',
            },
          },
        },
        {
          image: 'contentCup',
          copy: {
            en: {
              title: 'Candour',
              shortText: 'We say what is in the pack, where it grew, and what we have not yet got right.',
              longText: 'Each tea is named for its garden and its season, with nothing blended in from elsewhere. When a harvest is poor we say so, and our yearly report lists the targets we missed as plainly as the ones we met.',
            },
          },
        },
      ]),
    },
    {
      blockType: 'content',
      image: 'contentMistDusk',
      imagePosition: 'left',
      link: routes.purpose.sustainability,
      copy: {
        en: {
          header: 'Values you can check',
          body: [
            'Promises are easy to print on a box. Each year we publish the wages paid on our estates, the share of profit that went to the Foundation, and the hectares of forest we replanted, so anyone can hold us to our word.',
          ],
          linkText: `Sustainability at ${brandName}`,
        },
      },
    },
  ],
  seo: {
    en: {
      title: 'Our values',
      description: `Freshness, fairness, patience, hospitality, stewardship and candour: the six values behind every ${brandName} tea.`,
      keywords: `${brandName} values, fair tea, fresh tea, ethical tea company`,
    },
  },
}

const whatWeDo: PageSeed = {
  path: routes.family.whatWeDo,
  headerImage: 'bannerMonsoon',
  copy: {
    en: {
      title: 'What we do',
      intro: 'We grow tea, make it, taste it and pack it, all within a day’s drive of the bushes it came from.',
    },
  },
  blocks: [
    {
      blockType: 'slider',
      slides: [
        { image: 'contentGarden', copy: { en: { header: 'We grow: three estates, four hundred hectares of tea' } } },
        { image: 'contentFactory', copy: { en: { header: 'We make: orthodox tea, withered and rolled in our own factories' } } },
        { image: 'contentGlass', copy: { en: { header: 'We taste: every batch cupped before it is packed' } } },
      ],
    },
    {
      blockType: 'content',
      image: 'contentTeapot',
      imagePosition: 'right',
      copy: {
        en: {
          header: 'From bush to tin',
          body: [
            'Leaf plucked in the morning is spread in the withering lofts by noon. Overnight it loses moisture and softens; the next day it is rolled, left to oxidise, fired and sorted into grades. Our tasters cup every batch before it is blended and packed a few kilometres down the road.',
            h3('Beyond the estates'),
            `We supply hotels and restaurants, teach at our School of Tea, and fund community work through the ${brandName} Foundation.`,
          ],
        },
      },
    },
    {
      blockType: 'cardGrid',
      copy: { en: { title: 'More about the family' } },
      items: [
        { image: 'cardFamily', link: routes.family.story, copy: { en: { title: 'Our story', description: `How Kirikanda became the first ${brandName} estate.` } } },
        { image: 'cardFoundation', link: routes.family.values, copy: { en: { title: 'Our values', description: 'Six promises we keep, and how we prove it.' } } },
        { image: 'cardTrade', link: routes.trade, copy: { en: { title: `${brandName} for trade`, description: 'Tea for hotels, restaurants and fine retailers.' } } },
      ],
    },
  ],
  seo: {
    en: {
      title: 'What we do',
      description: `${brandName} grows, makes, tastes and packs tea in Sri Lanka, supplies hospitality, teaches tea and funds community work.`,
      keywords: 'tea grower, tea factory, orthodox tea, Sri Lanka tea producer',
    },
  },
}

function founderFilm(files: FileIds) {
  const film = filmMedia('founder-message', files)
  return { video_file: film.video_file, video_poster: film.poster, captions: film.captions }
}

const foundersMessage: PageSeed = {
  path: routes.family.foundersMessage,
  headerImage: 'bannerTea',
  copy: {
    en: {
      title: 'Founder’s message',
      intro: `A letter from Kamala ${brandName} to everyone who drinks our tea.`,
    },
  },
  blocks: [
    {
      blockType: 'slider',
      slides: [
        { image: 'bannerStory', copy: { en: { header: 'Kirikanda, where the family’s tea began in 1979' } } },
        { image: 'estateKirikanda4', copy: { en: { header: 'The tasting bench, where every batch is cupped before it is packed' } } },
        { image: 'contentMistDusk', link: routes.family.timeline, copy: { en: { header: `The family’s work since ${companyFacts.founded}, year by year`, linkText: 'See our timeline' } } },
      ],
    },
    {
      blockType: 'custom',
      files: filmFiles('founder-message'),
      build: (locale, media, files) => ({
        blockType: 'founderMessage',
        header: 'To everyone who shares a cup with us',
        message: richText([
          'When I was a young taster, I learned to judge a tea in the four seconds it takes to slurp it from a spoon. It took me much longer to understand what I was tasting: the weather of one particular week, the skill of a factory officer, the care of a woman who plucked that leaf before sunrise.',
          `I started ${brandName} because I wanted that care to reach the cup, and a fair share of the price to come back to the hills. My family carries that promise now, and I am proud of how they keep it.`,
          'Thank you for choosing tea made by people rather than by a trading desk. Brew it well, share it often, and come and see us in Haputale if you can.',
        ]),
        founder_name: `Kamala ${brandName}`,
        founder_role: `Founder of ${brandName}`,
        signature: media.signatureFounder,
        // Her generated film with captions, or the operator's own YouTube video (SEED_VIDEO_IDS) when given.
        video_url: seedVideoUrls()[0],
        ...founderFilm(files),
        video_title: locale === 'en' ? `A message from Kamala ${brandName}` : undefined,
      }),
    },
    {
      blockType: 'custom',
      build: quoteBlock({ en: { quote: 'Good tea is never hurried: not on the bush, not in the factory, and not in the pot.', author: `Kamala ${brandName}` } }),
    },
  ],
  seo: {
    en: {
      title: 'Founder’s message',
      description: `A personal letter from Kamala ${brandName}, founder of the ${brandName} family tea company, about care, fairness and fresh tea.`,
      keywords: `Kamala ${brandName}, founder, family tea, ${brandName} message`,
    },
  },
}

export const familyPages: PageSeed[] = [story, values, whatWeDo, foundersMessage, qualityCertifications, timeline, hospitality]
