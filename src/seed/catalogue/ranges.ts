import type { RangeFamily } from '@/lib/catalogue/kinds'
import { brand, brandName } from '@/site.config'
import type { Localized } from '../content/types'
import type { ImageKey } from '../images/catalogue'

/**
 * The tea ranges, and for each the teas the seed makes in it: the names are written here, the
 * rest of each product (copy, tasting notes, brewing, packs, availability) is put together from
 * parts in ./products.ts. `type` and `formats` are category slugs (./categories.ts).
 */
export type RangeSeed = {
  slug: string
  family: RangeFamily
  image: ImageKey
  type: string
  formats: string[]
  copy: Localized<{ name: string; tagline: string; story: string[] }>
  teas: string[]
}

const r = (
  slug: string,
  family: RangeFamily,
  image: ImageKey,
  type: string,
  formats: string[],
  name: string,
  tagline: string,
  story: string[],
  teas: string[],
): RangeSeed => ({ slug, family, image, type, formats, copy: { en: { name, tagline, story } }, teas })

export const ranges: RangeSeed[] = [
  r('premium-ceylon-tea', 'none', 'rangePremiumCeylon', 'black-tea', ['tea-bags', 'loose-leaf'], 'Premium Ceylon Tea', 'The everyday cup, picked and packed at source.',
    ['Our first and best-known range: single-origin Ceylon black tea, packed in Sri Lanka within days of leaving the factory.', 'A bright, brisk tea with body enough for milk, made from the leaf of the mid and high grown gardens.'],
    ['Premium Ceylon', 'Premium Ceylon Strong', 'Premium Ceylon Uva Blend', 'Premium Ceylon Dimbula Blend', 'Premium Ceylon Family Pack', 'Premium Ceylon Orange Pekoe']),
  r('ceylon-golden-pekoe', 'none', 'rangeGoldenPekoe', 'black-tea', ['loose-leaf', 'tea-bags'], 'Ceylon Golden Pekoe', 'Long, wiry leaf with golden tips.',
    ['Golden pekoe is a leaf grade: long, twisted leaf with the golden tips of the bud. It brews a gentle, honeyed cup.', 'We buy it from the best plucking rounds of the western slopes and blend it by hand in small lots.'],
    ['Golden Pekoe Classic', 'Golden Tips Pekoe', 'Golden Pekoe Highland', 'Golden Pekoe Evening Blend', 'Golden Pekoe Reserve']),
  r('ceylon-green-tea', 'none', 'rangeCeylonGreen', 'green-tea', ['tea-bags', 'loose-leaf'], 'Ceylon Green Tea', 'Green tea from the island’s high gardens.',
    ['Sri Lanka is known for black tea, but a few high gardens make green tea too: leaf steamed within hours of plucking, rolled and dried.', 'The cup is pale and fresh, with the soft sweetness of high-grown leaf.'],
    ['Ceylon Green', 'Ceylon Green with Mint', 'Ceylon Green with Lemongrass', 'Ceylon Green Gunpowder', 'Ceylon Young Hyson']),
  r('natural-green-tea', 'none', 'rangeNaturalGreen', 'green-tea', ['tea-bags', 'pyramid-bags'], 'Natural Green Tea', 'Green tea with herbs and fruit, nothing artificial.',
    ['Green tea blended only with real fruit, flowers and herbs: no added flavouring.', 'Every blend is tasted against plain green tea, so the leaf stays in charge.'],
    ['Green Tea with Jasmine', 'Green Tea with Ginger', 'Green Tea with Moringa', 'Green Tea with Orange Peel', 'Green Tea with Rose Petals']),
  r('commerative-tea', 'none', 'rangeCommemorative', 'black-tea', ['gift-tins', 'loose-leaf'], 'Commemorative Tea', 'Teas that mark a moment in the family’s story.',
    [`Each commemorative tea marks a year in the ${brandName} story, from the first estate to the first export.`, 'They are made in limited lots and packed in numbered tins.'],
    ['First Estate Commemorative', 'Harvest Jubilee Commemorative', 'Founders’ Day Commemorative', 'New Century Commemorative', 'Golden Anniversary Commemorative']),
  r(`${brand}-ceylon-gold`, 'none', 'rangeCeylonGold', 'black-tea', ['tea-bags', 'loose-leaf'], 'Ceylon Gold', 'Rich and golden, from the best leaf of the season.',
    ['Ceylon Gold is blended from the quality season of each region in turn, so it changes a little through the year and is always at its best.', 'A full, golden cup that stands up to milk.'],
    ['Ceylon Gold', 'Ceylon Gold Strong', 'Ceylon Gold Breakfast', 'Ceylon Gold Afternoon', 'Ceylon Gold Leaf']),
  r(`${brand}-ceylon-iced-tea`, 'iced-tea', 'rangeIcedTea', 'flavoured-tea', ['iced-tea'], 'Ceylon Iced Tea', 'Real tea, brewed and bottled cold.',
    ['Brewed from real Ceylon tea, cooled quickly and bottled with fruit juice and very little sugar.', 'In glass bottles for the table and tetra packs for the road.'],
    ['Iced Tea Lemon', 'Iced Tea Peach', 'Iced Tea Passion Fruit', 'Iced Tea Mango', 'Iced Tea Lime and Mint', 'Iced Green Tea Honey']),
  r(`${brand}-exceptional-tea`, 'none', 'rangeExceptional', 'black-tea', ['loose-leaf', 'pyramid-bags'], 'Exceptional Tea', 'Whole-leaf teas with fruit and flowers.',
    ['Large leaf teas blended with real fruit, flowers and spices, packed in roomy pyramids so the leaf can open.', 'Each blend starts from a single region’s tea and keeps its character.'],
    ['Exceptional Earl Grey', 'Exceptional Vanilla', 'Exceptional Cinnamon Spice', 'Exceptional Berry Sensation', 'Exceptional Rose with French Vanilla']),
  r(`${brand}-gourmet-tea`, 'none', 'rangeGourmet', 'black-tea', ['loose-leaf', 'tea-bags'], 'Gourmet Tea', 'Single-region teas for the tea lover.',
    ['The gourmet range lets each region speak for itself: one region, one season, one cup.', 'Brewed without milk, the differences between them are easy to taste.'],
    ['Gourmet Uva Highlands', 'Gourmet Dimbula', 'Gourmet Nuwara Eliya', 'Gourmet Kandy', 'Gourmet Ruhuna', 'Gourmet Uda Pussellawa']),
  r(`${brand}-inspiration`, 'none', 'rangeInspiration', 'flavoured-tea', ['tea-bags', 'gift-tins'], 'Inspiration', 'A box of teas for every hour of the day.',
    ['A selection of our flavoured teas, chosen to take you from an early breakfast to a late evening cup.', 'Made to share, and to find a new favourite.'],
    ['Inspiration Morning Selection', 'Inspiration Afternoon Selection', 'Inspiration Evening Selection', 'Inspiration Fruit Selection', 'Inspiration Spice Selection']),
  r(`${brand}-natural-infusions`, 'natural-infusions', 'rangeNaturalInfusions', 'herbal-infusion', ['tea-bags', 'pyramid-bags'], 'Natural Infusions', 'Herbs and spices of Sri Lanka, free of caffeine.',
    ['Infusions of the herbs, roots and spices that Sri Lankan families have brewed for generations.', 'Grown by smallholders, dried naturally and blended without flavourings.'],
    ['Ginger and Lemongrass Infusion', 'Ceylon Cinnamon Infusion', 'Chamomile and Rose Infusion', 'Peppermint Infusion', 'Hibiscus and Orange Peel Infusion', 'Moringa and Gotu Kola Infusion']),
  r(`${brand}-organics`, 'none', 'rangeOrganics', 'black-tea', ['tea-bags', 'loose-leaf'], 'Organics', 'Certified organic tea from gardens grown with the forest.',
    ['Tea from gardens farmed without synthetic fertiliser or pesticide, where shade trees and forest strips are part of the garden.', 'Certified organic, and packed in compostable bags.'],
    ['Organic Ceylon Black', 'Organic Green', 'Organic Earl Grey', 'Organic Chai', 'Organic Breakfast']),
  r(`${brand}-realtea-cordial`, 'none', 'rangeCordial', 'flavoured-tea', ['cordial'], 'Real Tea Cordial', 'Brewed tea and fruit, to mix with water.',
    ['A concentrate of real brewed tea and fruit juice. One part cordial to five of water, still or sparkling.', 'Also good in mocktails and over ice cream.'],
    ['Tea Cordial Lemon and Lime', 'Tea Cordial Peach', 'Tea Cordial Mango', 'Tea Cordial Ginger', 'Tea Cordial Passion Fruit']),
  r(`${brand}-silver-jubilee-gourmet`, 'none', 'rangeSilverJubilee', 'black-tea', ['loose-leaf', 'gift-tins'], 'Silver Jubilee Gourmet', 'Twenty-five years of single-estate tea.',
    ['Made for the twenty-fifth year of our gourmet range: single-estate teas from five gardens, one for every five years.', 'Each tin names its estate and its plucking month.'],
    ['Silver Jubilee Uva Estate', 'Silver Jubilee Dimbula Estate', 'Silver Jubilee Nuwara Eliya Estate', 'Silver Jubilee Ruhuna Estate', 'Silver Jubilee Kandy Estate']),
  r(`${brand}-watte-boutique-tea`, 'watte-boutique', 'rangeWatteBoutique', 'black-tea', ['loose-leaf'], 'Watte Boutique Tea', 'Single-estate teas, each from one garden.',
    ['Watte means garden in Sinhala. Each watte boutique tea comes from one estate, one plucking, one factory.', 'The tins name the estate, its region and its elevation.'],
    ['Kirikanda Watte', 'Malhena Watte', 'Hethumalee Watte', 'Hilmara Watte', 'Ambagolla Watte']),
  r('elixir-of-ceylon-tea', 'elixir', 'rangeElixir', 'black-tea', ['cordial', 'loose-leaf'], 'Elixir of Ceylon Tea', 'Cold-brewed tea extract for the bar and the kitchen.',
    ['A concentrated cold brew of Ceylon tea, made for mixologists and chefs.', 'A few drops turn a cocktail, a sauce or a dessert into a tea recipe.'],
    ['Elixir Original', 'Elixir Green', 'Elixir Earl Grey', 'Elixir Spiced', 'Elixir Ginger']),
  r('fun-flavoured', 'none', 'rangeFunFlavoured', 'flavoured-tea', ['tea-bags'], 'Fun Flavoured', 'Black tea with a fruity twist.',
    ['Cheerful fruit teas on a base of light Ceylon black tea, good hot or cold.', 'Flavoured with fruit pieces and natural flavour.'],
    ['Strawberry Fun', 'Peach Fun', 'Lemon Fun', 'Apple and Cinnamon Fun', 'Blackcurrant Fun', 'Mango Fun']),
  r('t-series-designer-gourmet-tea', 't-series', 'rangeTSeries', 'black-tea', ['loose-leaf', 'gift-tins'], 'T-Series Designer Gourmet Tea', 'Rare teas and seasonal flushes.',
    ['The T-Series gathers our rarest teas: first flushes, very small lots and teas from a single week of the year.', 'Each is listed only while it lasts.'],
    ['Uva Seasonal Flush', 'Dimbula Seasonal Flush', 'Silver Tips', 'Ceylon Oolong', 'Lover’s Leap Pekoe', 'Brilliant Breakfast']),
  r('tea-makers-reserve', 'none', 'rangeTeaMakersReserve', 'black-tea', ['loose-leaf'], 'Tea Maker’s Reserve', 'The tea maker’s own pick of the season.',
    ['Once a year our head tea maker sets aside the lots he would keep for himself.', 'A short range that changes every year.'],
    ['Reserve Uva', 'Reserve Dimbula', 'Reserve Highgrown', 'Reserve Lowgrown', 'Reserve Golden Tips']),
  r('teamakers-private-reserve', 'private-reserve', 'rangePrivateReserve', 'black-tea', ['loose-leaf', 'gift-tins'], 'Tea Makers Private Reserve', 'Single-origin teas from the family’s private reserve.',
    ['The family’s private reserve: teas from the gardens they know best, each packed by region.', 'Made in small quantities and sold in a few countries only.'],
    ['Private Reserve Uva', 'Private Reserve Nuwara Eliya', 'Private Reserve Ruhuna', 'Private Reserve Kandy', 'Private Reserve Dimbula']),
  r('vivid-tea', 'none', 'rangeVivid', 'green-tea', ['pyramid-bags'], 'Vivid Tea', 'Bright green and white teas with fruit and herbs.',
    ['Vivid teas are light, bright blends of green and white tea with fruit and herbs, made to drink all day.', 'Low in caffeine and lively in the cup.'],
    ['Vivid Green Mint', 'Vivid Green Lemon', 'Vivid White Peach', 'Vivid White Rose', 'Vivid Green Berry']),
  r('arana-herbal', 'none', 'rangeAranaHerbal', 'herbal-infusion', ['tea-bags', 'loose-leaf'], 'Arana Herbal', 'Forest herbs for quiet evenings.',
    ['Arana means forest: these infusions use the herbs that grow on the forest edge of our southern gardens.', 'Free of caffeine, for the evening.'],
    ['Arana Gotu Kola', 'Arana Moringa', 'Arana Lemongrass', 'Arana Chamomile Night', 'Arana Spiced Root']),
  r(`${brand}-breakfast-classics`, 'none', 'rangeBreakfast', 'black-tea', ['tea-bags', 'loose-leaf'], 'Breakfast Classics', 'Strong teas for the first cup of the day.',
    ['Full, strong blends of low and mid grown tea, made for milk.', 'A cup that wakes you up and keeps going.'],
    ['English Breakfast', 'Irish Breakfast', 'Colombo Breakfast', 'Strong Breakfast', 'Breakfast Decaf']),
  r(`${brand}-decaffeinated`, 'none', 'rangeDecaf', 'black-tea', ['tea-bags'], 'Decaffeinated', 'All the flavour, almost none of the caffeine.',
    ['Ceylon tea decaffeinated with carbon dioxide, the gentlest method, which keeps the flavour of the leaf.', 'For a late cup without the late night.'],
    ['Decaf Ceylon', 'Decaf Earl Grey', 'Decaf Green', 'Decaf Breakfast', 'Decaf Chai']),
  r(`${brand}-spice-garden`, 'none', 'rangeSpiceGarden', 'flavoured-tea', ['tea-bags', 'loose-leaf'], 'Spice Garden', 'Tea with the spices of the island.',
    ['Sri Lanka has grown spices for longer than tea. These blends bring the two together.', 'Cinnamon, cardamom, ginger and clove, with strong Ceylon tea.'],
    ['Masala Chai', 'Cardamom Tea', 'Cinnamon Tea', 'Ginger Tea', 'Clove and Orange Tea']),
]

/** The banner over the ranges list and every range's page: loose leaf set out for tasting. */
export const RANGE_BANNER: ImageKey = 'bannerRanges'
