import { routes } from '@/routes'
import { brandName } from '@/site.config'
import { quoteBlock, valueCardsBlock } from './family-blocks'
import type { PageSeed } from './types'

/**
 * Leisure and hospitality (data-layer spec: title, invitation, mid_title, mid_quote,
 * end_quote_with_link, sliders, values, hospitality), composed from shared blocks: the invitation
 * is a content block, the quotes are quote blocks, the values value cards, the offers a card grid.
 */
export const hospitality: PageSeed = {
  path: routes.family.leisureHospitality,
  headerImage: 'bannerHospitality',
  copy: {
    en: {
      title: 'Leisure and hospitality',
      intro: 'Stay on a working tea estate, taste with the people who make the tea, and eat at the family’s table.',
    },
  },
  blocks: [
    {
      blockType: 'content',
      image: 'contentMistDusk',
      imagePosition: 'right',
      link: routes.contact,
      copy: {
        en: {
          header: 'An invitation to the hills',
          body: [
            'The old manager’s bungalow at Kirikanda has five guest rooms, a veranda that looks down the valley towards Haputale, and a kitchen that has fed visitors since Kamala and Upali first opened it to friends in the 1980s.',
            'Guests wake to the sound of the factory, walk the plucking fields with our field officers, and finish the day with tea made from leaf that was on the bush that morning.',
          ],
          linkText: 'Ask us about a stay',
        },
      },
    },
    {
      blockType: 'slider',
      slides: [
        { image: 'heroEstateDawn', copy: { en: { header: 'Morning on the Kirikanda slopes, seen from the bungalow veranda' } } },
        { image: 'contentFactory', copy: { en: { header: 'A walk through the factory, from withering loft to sorting room' } } },
        { image: 'contentTeapot', copy: { en: { header: 'Tea on the veranda, brewed from the morning’s leaf' } } },
      ],
    },
    {
      blockType: 'custom',
      build: quoteBlock({
        en: {
          title: 'Hospitality is a family habit',
          quote: 'Nobody leaves a tea estate hungry. My mother said it to every guest, and we have never found a reason to change it.',
          author: `Upali ${brandName}`,
        },
      }),
    },
    {
      blockType: 'custom',
      build: valueCardsBlock({ en: { title: 'How we welcome guests' } }, [
        {
          image: 'contentCup',
          copy: {
            en: {
              title: 'Unhurried',
              shortText: 'No fixed programme: the day follows the estate’s rhythm.',
              longText: 'Plucking starts early and the factory works into the night. Guests join what interests them, or nothing at all; breakfast is served until the last guest appears.',
            },
          },
        },
        {
          image: 'contentGarden',
          copy: {
            en: {
              title: 'From our own land',
              shortText: 'Vegetables, fruit and tea from the estate and the villages around it.',
              longText: 'The bungalow kitchen buys from the estate’s own vegetable gardens and from neighbours in the valley, and cooks the rice and curry, hoppers and string hoppers of the hill country.',
            },
          },
        },
        {
          image: 'contentGlass',
          copy: {
            en: {
              title: 'Shared knowledge',
              shortText: 'Tasters and field officers answer every question.',
              longText: 'Shanthi’s tasters hold a cupping for guests every afternoon, and the field officers explain how the weather of the week will show in the cup. No question about tea is too small.',
            },
          },
        },
      ]),
    },
    {
      blockType: 'cardGrid',
      copy: { en: { title: 'Ways to visit' } },
      items: [
        { image: 'cardSchool', link: routes.allAboutTea.schoolOfTea, copy: { en: { title: 'A tasting afternoon', description: 'Cup a season’s teas with our tasters at Kirikanda.' } } },
        { image: 'cardFamily', link: routes.contact, copy: { en: { title: 'An estate stay', description: 'Two or more nights in the manager’s bungalow above Haputale.' } } },
        { image: 'cardTrade', link: routes.trade, copy: { en: { title: 'For hotels and restaurants', description: 'Training and teas for your own guests.' } } },
      ],
    },
    {
      blockType: 'custom',
      build: quoteBlock(
        {
          en: {
            quote: 'Come for the tea, stay for the view, and leave as a friend of the family.',
            author: `The ${brandName} family`,
            linkText: 'Plan your visit with us',
          },
        },
        routes.contact,
      ),
    },
  ],
  seo: {
    en: {
      title: 'Leisure and hospitality',
      description: `Stay at the ${brandName} family’s Kirikanda bungalow, taste with our tasters and eat at the family’s table in the Sri Lankan hills.`,
      keywords: `${brandName} hospitality, tea estate stay, tea tasting Sri Lanka, Haputale`,
    },
  },
}
