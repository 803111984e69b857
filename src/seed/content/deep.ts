import { routes } from '@/routes'
import type { PageSeed } from './types'

/**
 * A tasting note six levels down the tea catalogue (range › tea › tasting notes), so the
 * breadcrumb's long form (levels 2 to 4 collapsed, later labels cut) is served by real content.
 */
const highGrownTastingNotes: PageSeed = {
  path: `${routes.products.range('single-estate')}/uva-highlands-bopf/tasting-notes`,
  headerImage: 'bannerMonsoon',
  copy: {
    en: {
      title: 'Uva Highlands BOPF: cupping notes from the tasting room',
      intro: 'How our tasters judge a broken orange pekoe fannings from the Uva hills, cup by cup, through the season.',
    },
  },
  blocks: [
    {
      blockType: 'content',
      image: 'contentGlass',
      imagePosition: 'right',
      copy: {
        en: {
          header: 'In the cup',
          body: [
            'A bright, coppery liquor that colours quickly. The first sip is brisk, with the faint wintergreen note the eastern slopes are known for after the dry winds of July and August.',
            'It takes milk well and keeps its character when brewed strong; served plain, it is crisp rather than heavy.',
          ],
        },
      },
    },
  ],
  seo: {
    en: {
      title: 'Uva Highlands BOPF tasting notes',
      description: 'Cupping notes for a brisk, coppery Uva broken orange pekoe fannings: liquor, aroma and how it takes milk.',
      keywords: 'Uva tea, BOPF, tasting notes, Ceylon high grown',
    },
  },
}

export const deepCataloguePages: PageSeed[] = [highGrownTastingNotes]
