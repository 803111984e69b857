import type { RangeFamily } from '@/lib/catalogue/kinds'
import { brand, brandName } from '@/site.config'
import type { Localized } from '../content/types'
import type { ImageKey } from '../images/catalogue'

/**
 * The tea ranges, and for each the teas the seed makes in it: the names are written here, the
 * rest of each product (copy, tasting notes, brewing, packs, availability) is put together from
 * parts in ./plan.ts. `type` and `formats` are category slugs (./categories.ts). A range keeps its
 * English name in German (the brand's own, as on its packs); its tagline and story are translated.
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
  de: { tagline: string; story: string[] },
  teas: string[],
): RangeSeed => ({ slug, family, image, type, formats, copy: { en: { name, tagline, story }, de: { name, ...de } }, teas })

export const ranges: RangeSeed[] = [
  r('premium-ceylon-tea', 'none', 'rangePremiumCeylon', 'black-tea', ['tea-bags', 'loose-leaf'], 'Premium Ceylon Tea', 'The everyday cup, picked and packed at source.',
    ['Our first and best-known range: single-origin Ceylon black tea, packed in Sri Lanka within days of leaving the factory.', 'A bright, brisk tea with body enough for milk, made from the leaf of the mid and high grown gardens.'],
    { tagline: 'Die Tasse für jeden Tag, am Ursprung gepflückt und verpackt.', story: ['Unsere erste und bekannteste Serie: Ceylon-Schwarztee aus einer Herkunft, in Sri Lanka verpackt, wenige Tage nachdem er die Fabrik verlassen hat.', 'Ein heller, lebhafter Tee mit genug Körper für Milch, aus dem Blatt der Gärten im mittleren und hohen Bergland.'] },
    ['Premium Ceylon', 'Premium Ceylon Strong', 'Premium Ceylon Uva Blend', 'Premium Ceylon Dimbula Blend', 'Premium Ceylon Family Pack', 'Premium Ceylon Orange Pekoe']),
  r('ceylon-golden-pekoe', 'none', 'rangeGoldenPekoe', 'black-tea', ['loose-leaf', 'tea-bags'], 'Ceylon Golden Pekoe', 'Long, wiry leaf with golden tips.',
    ['Golden pekoe is a leaf grade: long, twisted leaf with the golden tips of the bud. It brews a gentle, honeyed cup.', 'We buy it from the best plucking rounds of the western slopes and blend it by hand in small lots.'],
    { tagline: 'Langes, drahtiges Blatt mit goldenen Spitzen.', story: ['Golden Pekoe ist ein Blattgrad: langes, gedrehtes Blatt mit den goldenen Spitzen der Knospe. Es ergibt eine sanfte, honigsüße Tasse.', 'Wir kaufen es aus den besten Pflückrunden der Westhänge und mischen es von Hand in kleinen Partien.'] },
    ['Golden Pekoe Classic', 'Golden Tips Pekoe', 'Golden Pekoe Highland', 'Golden Pekoe Evening Blend', 'Golden Pekoe Reserve']),
  r('ceylon-green-tea', 'none', 'rangeCeylonGreen', 'green-tea', ['tea-bags', 'loose-leaf'], 'Ceylon Green Tea', 'Green tea from the island’s high gardens.',
    ['Sri Lanka is known for black tea, but a few high gardens make green tea too: leaf steamed within hours of plucking, rolled and dried.', 'The cup is pale and fresh, with the soft sweetness of high-grown leaf.'],
    { tagline: 'Grüner Tee aus den Hochlandgärten der Insel.', story: ['Sri Lanka ist für Schwarztee bekannt, doch einige Hochlandgärten machen auch grünen Tee: Das Blatt wird wenige Stunden nach dem Pflücken gedämpft, gerollt und getrocknet.', 'Die Tasse ist hell und frisch, mit der sanften Süße des Hochlandblatts.'] },
    ['Ceylon Green', 'Ceylon Green with Mint', 'Ceylon Green with Lemongrass', 'Ceylon Green Gunpowder', 'Ceylon Young Hyson']),
  r('natural-green-tea', 'none', 'rangeNaturalGreen', 'green-tea', ['tea-bags', 'pyramid-bags'], 'Natural Green Tea', 'Green tea with herbs and fruit, nothing artificial.',
    ['Green tea blended only with real fruit, flowers and herbs: no added flavouring.', 'Every blend is tasted against plain green tea, so the leaf stays in charge.'],
    { tagline: 'Grüner Tee mit Kräutern und Früchten, ohne Künstliches.', story: ['Grüner Tee, nur mit echten Früchten, Blüten und Kräutern gemischt: ohne zugesetzte Aromen.', 'Jede Mischung verkosten wir gegen reinen grünen Tee, damit das Blatt den Ton angibt.'] },
    ['Green Tea with Jasmine', 'Green Tea with Ginger', 'Green Tea with Moringa', 'Green Tea with Orange Peel', 'Green Tea with Rose Petals']),
  r('commerative-tea', 'none', 'rangeCommemorative', 'black-tea', ['gift-tins', 'loose-leaf'], 'Commemorative Tea', 'Teas that mark a moment in the family’s story.',
    [`Each commemorative tea marks a year in the ${brandName} story, from the first estate to the first export.`, 'They are made in limited lots and packed in numbered tins.'],
    { tagline: 'Tees, die einen Moment in der Geschichte der Familie festhalten.', story: [`Jeder Gedenktee steht für ein Jahr in der Geschichte von ${brandName}, vom ersten Gut bis zum ersten Export.`, 'Sie entstehen in kleinen Auflagen und kommen in nummerierte Dosen.'] },
    ['First Estate Commemorative', 'Harvest Jubilee Commemorative', 'Founders’ Day Commemorative', 'New Century Commemorative', 'Golden Anniversary Commemorative']),
  r(`${brand}-ceylon-gold`, 'none', 'rangeCeylonGold', 'black-tea', ['tea-bags', 'loose-leaf'], 'Ceylon Gold', 'Rich and golden, from the best leaf of the season.',
    ['Ceylon Gold is blended from the quality season of each region in turn, so it changes a little through the year and is always at its best.', 'A full, golden cup that stands up to milk.'],
    { tagline: 'Kräftig und golden, aus dem besten Blatt der Saison.', story: ['Ceylon Gold mischen wir reihum aus der Qualitätssaison jeder Region; so verändert er sich übers Jahr ein wenig und ist immer auf seinem Höhepunkt.', 'Eine volle, goldene Tasse, die Milch gut verträgt.'] },
    ['Ceylon Gold', 'Ceylon Gold Strong', 'Ceylon Gold Breakfast', 'Ceylon Gold Afternoon', 'Ceylon Gold Leaf']),
  r(`${brand}-ceylon-iced-tea`, 'iced-tea', 'rangeIcedTea', 'flavoured-tea', ['iced-tea'], 'Ceylon Iced Tea', 'Real tea, brewed and bottled cold.',
    ['Brewed from real Ceylon tea, cooled quickly and bottled with fruit juice and very little sugar.', 'In glass bottles for the table and tetra packs for the road.'],
    { tagline: 'Echter Tee, kalt gebrüht und abgefüllt.', story: ['Aus echtem Ceylon-Tee gebrüht, rasch abgekühlt und mit Fruchtsaft und sehr wenig Zucker abgefüllt.', 'In Glasflaschen für den Tisch und in Tetra Paks für unterwegs.'] },
    ['Iced Tea Lemon', 'Iced Tea Peach', 'Iced Tea Passion Fruit', 'Iced Tea Mango', 'Iced Tea Lime and Mint', 'Iced Green Tea Honey']),
  r(`${brand}-exceptional-tea`, 'none', 'rangeExceptional', 'black-tea', ['loose-leaf', 'pyramid-bags'], 'Exceptional Tea', 'Whole-leaf teas with fruit and flowers.',
    ['Large leaf teas blended with real fruit, flowers and spices, packed in roomy pyramids so the leaf can open.', 'Each blend starts from a single region’s tea and keeps its character.'],
    { tagline: 'Blatttees mit Früchten und Blüten.', story: ['Großblättrige Tees mit echten Früchten, Blüten und Gewürzen, in geräumigen Pyramidenbeuteln, damit sich das Blatt öffnen kann.', 'Jede Mischung beginnt mit dem Tee einer einzigen Region und bewahrt seinen Charakter.'] },
    ['Exceptional Earl Grey', 'Exceptional Vanilla', 'Exceptional Cinnamon Spice', 'Exceptional Berry Sensation', 'Exceptional Rose with French Vanilla']),
  r(`${brand}-gourmet-tea`, 'none', 'rangeGourmet', 'black-tea', ['loose-leaf', 'tea-bags'], 'Gourmet Tea', 'Single-region teas for the tea lover.',
    ['The gourmet range lets each region speak for itself: one region, one season, one cup.', 'Brewed without milk, the differences between them are easy to taste.'],
    { tagline: 'Tees aus einer Region, für Teeliebhaber.', story: ['In der Gourmet-Serie spricht jede Region für sich: eine Region, eine Saison, eine Tasse.', 'Ohne Milch getrunken, lassen sich die Unterschiede leicht schmecken.'] },
    ['Gourmet Uva Highlands', 'Gourmet Dimbula', 'Gourmet Nuwara Eliya', 'Gourmet Kandy', 'Gourmet Ruhuna', 'Gourmet Uda Pussellawa']),
  r(`${brand}-inspiration`, 'none', 'rangeInspiration', 'flavoured-tea', ['tea-bags', 'gift-tins'], 'Inspiration', 'A box of teas for every hour of the day.',
    ['A selection of our flavoured teas, chosen to take you from an early breakfast to a late evening cup.', 'Made to share, and to find a new favourite.'],
    { tagline: 'Eine Schachtel Tees für jede Stunde des Tages.', story: ['Eine Auswahl unserer aromatisierten Tees, zusammengestellt vom frühen Frühstück bis zur späten Abendtasse.', 'Zum Teilen gemacht, und um einen neuen Lieblingstee zu finden.'] },
    ['Inspiration Morning Selection', 'Inspiration Afternoon Selection', 'Inspiration Evening Selection', 'Inspiration Fruit Selection', 'Inspiration Spice Selection']),
  r(`${brand}-natural-infusions`, 'natural-infusions', 'rangeNaturalInfusions', 'herbal-infusion', ['tea-bags', 'pyramid-bags'], 'Natural Infusions', 'Herbs and spices of Sri Lanka, free of caffeine.',
    ['Infusions of the herbs, roots and spices that Sri Lankan families have brewed for generations.', 'Grown by smallholders, dried naturally and blended without flavourings.'],
    { tagline: 'Kräuter und Gewürze Sri Lankas, frei von Koffein.', story: ['Aufgüsse aus den Kräutern, Wurzeln und Gewürzen, die Familien in Sri Lanka seit Generationen aufbrühen.', 'Von Kleinbauern angebaut, natürlich getrocknet und ohne Aromen gemischt.'] },
    ['Ginger and Lemongrass Infusion', 'Ceylon Cinnamon Infusion', 'Chamomile and Rose Infusion', 'Peppermint Infusion', 'Hibiscus and Orange Peel Infusion', 'Moringa and Gotu Kola Infusion']),
  r(`${brand}-organics`, 'none', 'rangeOrganics', 'black-tea', ['tea-bags', 'loose-leaf'], 'Organics', 'Certified organic tea from gardens grown with the forest.',
    ['Tea from gardens farmed without synthetic fertiliser or pesticide, where shade trees and forest strips are part of the garden.', 'Certified organic, and packed in compostable bags.'],
    { tagline: 'Zertifizierter Bio-Tee aus Gärten, die mit dem Wald wachsen.', story: ['Tee aus Gärten, die ohne synthetischen Dünger und ohne Pestizide bewirtschaftet werden und in denen Schattenbäume und Waldstreifen zum Garten gehören.', 'Zertifiziert biologisch und in kompostierbaren Beuteln verpackt.'] },
    ['Organic Ceylon Black', 'Organic Green', 'Organic Earl Grey', 'Organic Chai', 'Organic Breakfast']),
  r(`${brand}-realtea-cordial`, 'none', 'rangeCordial', 'flavoured-tea', ['cordial'], 'Real Tea Cordial', 'Brewed tea and fruit, to mix with water.',
    ['A concentrate of real brewed tea and fruit juice. One part cordial to five of water, still or sparkling.', 'Also good in mocktails and over ice cream.'],
    { tagline: 'Gebrühter Tee und Frucht, zum Aufgießen mit Wasser.', story: ['Ein Konzentrat aus echtem, gebrühtem Tee und Fruchtsaft. Ein Teil Sirup auf fünf Teile Wasser, still oder sprudelnd.', 'Auch gut in alkoholfreien Cocktails und über Eiscreme.'] },
    ['Tea Cordial Lemon and Lime', 'Tea Cordial Peach', 'Tea Cordial Mango', 'Tea Cordial Ginger', 'Tea Cordial Passion Fruit']),
  r(`${brand}-silver-jubilee-gourmet`, 'none', 'rangeSilverJubilee', 'black-tea', ['loose-leaf', 'gift-tins'], 'Silver Jubilee Gourmet', 'Twenty-five years of single-estate tea.',
    ['Made for the twenty-fifth year of our gourmet range: single-estate teas from five gardens, one for every five years.', 'Each tin names its estate and its plucking month.'],
    { tagline: 'Fünfundzwanzig Jahre Tee von einzelnen Gütern.', story: ['Zum fünfundzwanzigsten Jahr unserer Gourmet-Serie gemacht: Tees von je einem Gut aus fünf Gärten, einer für jeweils fünf Jahre.', 'Jede Dose nennt ihr Gut und ihren Pflückmonat.'] },
    ['Silver Jubilee Uva Estate', 'Silver Jubilee Dimbula Estate', 'Silver Jubilee Nuwara Eliya Estate', 'Silver Jubilee Ruhuna Estate', 'Silver Jubilee Kandy Estate']),
  r(`${brand}-watte-boutique-tea`, 'watte-boutique', 'rangeWatteBoutique', 'black-tea', ['loose-leaf'], 'Watte Boutique Tea', 'Single-estate teas, each from one garden.',
    ['Watte means garden in Sinhala. Each watte boutique tea comes from one estate, one plucking, one factory.', 'The tins name the estate, its region and its elevation.'],
    { tagline: 'Tees von einzelnen Gütern, jeder aus einem Garten.', story: ['Watte bedeutet auf Singhalesisch Garten. Jeder Watte Boutique Tea stammt von einem Gut, aus einer Pflückung, aus einer Fabrik.', 'Die Dosen nennen das Gut, seine Region und seine Höhenlage.'] },
    ['Kirikanda Watte', 'Malhena Watte', 'Hethumalee Watte', 'Hilmara Watte', 'Ambagolla Watte']),
  r('elixir-of-ceylon-tea', 'elixir', 'rangeElixir', 'black-tea', ['cordial', 'loose-leaf'], 'Elixir of Ceylon Tea', 'Cold-brewed tea extract for the bar and the kitchen.',
    ['A concentrated cold brew of Ceylon tea, made for mixologists and chefs.', 'A few drops turn a cocktail, a sauce or a dessert into a tea recipe.'],
    { tagline: 'Kalt gebrühter Teeextrakt für Bar und Küche.', story: ['Ein konzentrierter Cold Brew aus Ceylon-Tee, gemacht für Barkeeper und Köche.', 'Ein paar Tropfen machen aus einem Cocktail, einer Soße oder einem Dessert ein Teerezept.'] },
    ['Elixir Original', 'Elixir Green', 'Elixir Earl Grey', 'Elixir Spiced', 'Elixir Ginger']),
  r('fun-flavoured', 'none', 'rangeFunFlavoured', 'flavoured-tea', ['tea-bags'], 'Fun Flavoured', 'Black tea with a fruity twist.',
    ['Cheerful fruit teas on a base of light Ceylon black tea, good hot or cold.', 'Flavoured with fruit pieces and natural flavour.'],
    { tagline: 'Schwarztee mit fruchtigem Dreh.', story: ['Fröhliche Früchtetees auf einer Basis aus leichtem Ceylon-Schwarztee, gut heiß oder kalt.', 'Aromatisiert mit Fruchtstücken und natürlichem Aroma.'] },
    ['Strawberry Fun', 'Peach Fun', 'Lemon Fun', 'Apple and Cinnamon Fun', 'Blackcurrant Fun', 'Mango Fun']),
  r('t-series-designer-gourmet-tea', 't-series', 'rangeTSeries', 'black-tea', ['loose-leaf', 'gift-tins'], 'T-Series Designer Gourmet Tea', 'Rare teas and seasonal flushes.',
    ['The T-Series gathers our rarest teas: first flushes, very small lots and teas from a single week of the year.', 'Each is listed only while it lasts.'],
    { tagline: 'Seltene Tees und saisonale Pflückungen.', story: ['Die T-Series vereint unsere seltensten Tees: erste Pflückungen, sehr kleine Partien und Tees aus einer einzigen Woche des Jahres.', 'Jeder ist nur erhältlich, solange der Vorrat reicht.'] },
    ['Uva Seasonal Flush', 'Dimbula Seasonal Flush', 'Silver Tips', 'Ceylon Oolong', 'Lover’s Leap Pekoe', 'Brilliant Breakfast']),
  r('tea-makers-reserve', 'none', 'rangeTeaMakersReserve', 'black-tea', ['loose-leaf'], 'Tea Maker’s Reserve', 'The tea maker’s own pick of the season.',
    ['Once a year our head tea maker sets aside the lots he would keep for himself.', 'A short range that changes every year.'],
    { tagline: 'Die eigene Wahl des Teemachers aus der Saison.', story: ['Einmal im Jahr legt unser Chef-Teemacher die Partien beiseite, die er für sich selbst behalten würde.', 'Eine kleine Serie, die sich jedes Jahr ändert.'] },
    ['Reserve Uva', 'Reserve Dimbula', 'Reserve Highgrown', 'Reserve Lowgrown', 'Reserve Golden Tips']),
  r('teamakers-private-reserve', 'private-reserve', 'rangePrivateReserve', 'black-tea', ['loose-leaf', 'gift-tins'], 'Tea Makers Private Reserve', 'Single-origin teas from the family’s private reserve.',
    ['The family’s private reserve: teas from the gardens they know best, each packed by region.', 'Made in small quantities and sold in a few countries only.'],
    { tagline: 'Tees einer Herkunft aus der privaten Reserve der Familie.', story: ['Die private Reserve der Familie: Tees aus den Gärten, die sie am besten kennt, jeweils nach Region verpackt.', 'In kleinen Mengen hergestellt und nur in wenigen Ländern erhältlich.'] },
    ['Private Reserve Uva', 'Private Reserve Nuwara Eliya', 'Private Reserve Ruhuna', 'Private Reserve Kandy', 'Private Reserve Dimbula']),
  r('vivid-tea', 'none', 'rangeVivid', 'green-tea', ['pyramid-bags'], 'Vivid Tea', 'Bright green and white teas with fruit and herbs.',
    ['Vivid teas are light, bright blends of green and white tea with fruit and herbs, made to drink all day.', 'Low in caffeine and lively in the cup.'],
    { tagline: 'Lebendige grüne und weiße Tees mit Früchten und Kräutern.', story: ['Vivid-Tees sind leichte, helle Mischungen aus grünem und weißem Tee mit Früchten und Kräutern, gemacht für den ganzen Tag.', 'Koffeinarm und lebhaft in der Tasse.'] },
    ['Vivid Green Mint', 'Vivid Green Lemon', 'Vivid White Peach', 'Vivid White Rose', 'Vivid Green Berry']),
  r('arana-herbal', 'none', 'rangeAranaHerbal', 'herbal-infusion', ['tea-bags', 'loose-leaf'], 'Arana Herbal', 'Forest herbs for quiet evenings.',
    ['Arana means forest: these infusions use the herbs that grow on the forest edge of our southern gardens.', 'Free of caffeine, for the evening.'],
    { tagline: 'Waldkräuter für ruhige Abende.', story: ['Arana bedeutet Wald: Diese Aufgüsse verwenden die Kräuter, die am Waldrand unserer südlichen Gärten wachsen.', 'Koffeinfrei, für den Abend.'] },
    ['Arana Gotu Kola', 'Arana Moringa', 'Arana Lemongrass', 'Arana Chamomile Night', 'Arana Spiced Root']),
  r(`${brand}-breakfast-classics`, 'none', 'rangeBreakfast', 'black-tea', ['tea-bags', 'loose-leaf'], 'Breakfast Classics', 'Strong teas for the first cup of the day.',
    ['Full, strong blends of low and mid grown tea, made for milk.', 'A cup that wakes you up and keeps going.'],
    { tagline: 'Kräftige Tees für die erste Tasse des Tages.', story: ['Volle, kräftige Mischungen aus Tee des Tief- und Mittellands, gemacht für Milch.', 'Eine Tasse, die weckt und lange vorhält.'] },
    ['English Breakfast', 'Irish Breakfast', 'Colombo Breakfast', 'Strong Breakfast', 'Breakfast Decaf']),
  r(`${brand}-decaffeinated`, 'none', 'rangeDecaf', 'black-tea', ['tea-bags'], 'Decaffeinated', 'All the flavour, almost none of the caffeine.',
    ['Ceylon tea decaffeinated with carbon dioxide, the gentlest method, which keeps the flavour of the leaf.', 'For a late cup without the late night.'],
    { tagline: 'Der volle Geschmack, fast ohne Koffein.', story: ['Ceylon-Tee, mit Kohlendioxid entkoffeiniert, der schonendsten Methode, die den Geschmack des Blatts bewahrt.', 'Für eine späte Tasse ohne schlaflose Nacht.'] },
    ['Decaf Ceylon', 'Decaf Earl Grey', 'Decaf Green', 'Decaf Breakfast', 'Decaf Chai']),
  r(`${brand}-spice-garden`, 'none', 'rangeSpiceGarden', 'flavoured-tea', ['tea-bags', 'loose-leaf'], 'Spice Garden', 'Tea with the spices of the island.',
    ['Sri Lanka has grown spices for longer than tea. These blends bring the two together.', 'Cinnamon, cardamom, ginger and clove, with strong Ceylon tea.'],
    { tagline: 'Tee mit den Gewürzen der Insel.', story: ['Sri Lanka baut schon länger Gewürze an als Tee. Diese Mischungen bringen beides zusammen.', 'Zimt, Kardamom, Ingwer und Nelke, mit kräftigem Ceylon-Tee.'] },
    ['Masala Chai', 'Cardamom Tea', 'Cinnamon Tea', 'Ginger Tea', 'Clove and Orange Tea']),
]

/** The banner over the ranges list and every range's page: loose leaf set out for tasting. */
export const RANGE_BANNER: ImageKey = 'bannerRanges'
