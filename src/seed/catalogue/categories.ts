import type { CategoryKind } from '@/lib/catalogue/kinds'
import type { Localized } from '../content/types'
import type { ImageKey } from '../images/catalogue'

/** The tea categories: formats, types, moods and flavours (slugs unique across all four kinds). */
export type CategorySeed = { kind: CategoryKind; slug: string; image: ImageKey; copy: Required<Localized<{ title: string; description: string }>> }

const c = (kind: CategoryKind, slug: string, image: ImageKey, title: string, description: string, de: { title: string; description: string }): CategorySeed => ({
  kind,
  slug,
  image,
  copy: { en: { title, description }, de },
})

export const categories: CategorySeed[] = [
  c('format', 'tea-bags', 'formatTeaBags', 'Tea bags', 'Measured leaf in an unbleached bag, for a reliable cup in three minutes.', { title: 'Teebeutel', description: 'Abgewogenes Blatt im ungebleichten Beutel, für eine verlässliche Tasse in drei Minuten.' }),
  c('format', 'loose-leaf', 'formatLooseLeaf', 'Loose leaf', 'Whole and broken leaf to brew in a pot, with room to open and give its full flavour.', { title: 'Loser Tee', description: 'Ganzes und gebrochenes Blatt für die Kanne, mit Raum, sich zu öffnen.' }),
  c('format', 'pyramid-bags', 'formatPyramidBags', 'Pyramid bags', 'Larger leaf in roomy silken pyramids, for a loose-leaf cup without the strainer.', { title: 'Pyramidenbeutel', description: 'Größeres Blatt in geräumigen, seidigen Pyramiden, für eine Tasse wie vom losen Tee, ganz ohne Sieb.' }),
  c('format', 'iced-tea', 'formatIcedTea', 'Iced tea', 'Real tea brewed and bottled cold, in glass bottles and tetra packs.', { title: 'Eistee', description: 'Echter Tee, kalt gebrüht und abgefüllt, in Glasflaschen und Tetra Paks.' }),
  c('format', 'cordial', 'formatCordial', 'Cordial', 'A concentrate of brewed tea and fruit to dilute with still or sparkling water.', { title: 'Sirup', description: 'Ein Konzentrat aus gebrühtem Tee und Frucht, mit stillem oder sprudelndem Wasser zu verdünnen.' }),
  c('format', 'gift-tins', 'formatGiftTins', 'Gift tins', 'Leaf tea in printed tins that keep it fresh, made for giving.', { title: 'Geschenkdosen', description: 'Blatttee in bedruckten Dosen, die ihn frisch halten, gemacht zum Verschenken.' }),

  c('type', 'black-tea', 'liquorBlack', 'Black tea', 'Fully oxidised leaf: bright, brisk and full-bodied, the classic cup of Ceylon.', { title: 'Schwarzer Tee', description: 'Voll oxidiertes Blatt: hell, lebhaft und vollmundig, die klassische Ceylon-Tasse.' }),
  c('type', 'green-tea', 'liquorGreen', 'Green tea', 'Leaf steamed or pan-fired soon after plucking, so it keeps its fresh, grassy character.', { title: 'Grüner Tee', description: 'Bald nach dem Pflücken gedämpftes oder geröstetes Blatt, frisch und grasig.' }),
  c('type', 'white-tea', 'liquorWhite', 'White tea', 'Silver buds withered in the sun and dried by hand: the lightest, most delicate tea.', { title: 'Weißer Tee', description: 'Silberne Knospen, in der Sonne gewelkt und von Hand getrocknet: der leichteste, zarteste Tee.' }),
  c('type', 'oolong-tea', 'liquorOolong', 'Oolong tea', 'Partly oxidised leaf, rolled and roasted, between green and black in the cup.', { title: 'Oolong', description: 'Teilweise oxidiertes Blatt, gerollt und geröstet, in der Tasse zwischen grünem und schwarzem Tee.' }),
  c('type', 'herbal-infusion', 'liquorHerbal', 'Herbal infusion', 'Herbs, roots and spices of Sri Lanka, brewed like tea and free of caffeine.', { title: 'Kräuteraufguss', description: 'Kräuter, Wurzeln und Gewürze Sri Lankas, wie Tee aufgegossen und koffeinfrei.' }),
  c('type', 'flavoured-tea', 'liquorFlavoured', 'Flavoured tea', 'Ceylon tea blended with fruit, flowers or spices for a cup with a twist.', { title: 'Aromatisierter Tee', description: 'Ceylon-Tee mit Früchten, Blüten oder Gewürzen gemischt, für eine Tasse mit besonderer Note.' }),

  c('mood', 'relaxing', 'herb-chamomile', 'Relaxing', 'Soft, gentle cups for slowing down at the end of the day.', { title: 'Entspannend', description: 'Sanfte Tassen, um am Ende des Tages zur Ruhe zu kommen.' }),
  c('mood', 'energising', 'liquorBlack', 'Energising', 'Bright, brisk teas to start the morning with.', { title: 'Belebend', description: 'Helle, lebhafte Tees für den Start in den Morgen.' }),
  c('mood', 'focused', 'liquorGreen', 'Focused', 'Clean, clear teas for long afternoons at the desk.', { title: 'Konzentriert', description: 'Klare, reine Tees für lange Nachmittage am Schreibtisch.' }),
  c('mood', 'refreshing', 'liquorIced', 'Refreshing', 'Cool, zesty cups for warm days, hot or over ice.', { title: 'Erfrischend', description: 'Kühle, spritzige Tassen für warme Tage, heiß oder auf Eis.' }),
  c('mood', 'comforting', 'recipeLatte', 'Comforting', 'Rich, warming teas that take milk and a biscuit well.', { title: 'Wohltuend', description: 'Kräftige, wärmende Tees, die Milch und einen Keks gut vertragen.' }),
  c('mood', 'celebratory', 'formatGiftTins', 'Celebratory', 'Rare and festive teas for the occasions worth marking.', { title: 'Festlich', description: 'Seltene und festliche Tees für Anlässe, die gefeiert werden wollen.' }),
  c('mood', 'uplifting', 'herb-rose-petals', 'Uplifting', 'Fragrant, lively cups to lift a grey day.', { title: 'Aufmunternd', description: 'Duftende, lebhafte Tassen, die einen grauen Tag aufhellen.' }),
  c('mood', 'restful', 'herb-gotu-kola', 'Restful', 'Caffeine-free cups for the evening and before sleep.', { title: 'Erholsam', description: 'Koffeinfreie Tassen für den Abend und vor dem Schlafengehen.' }),

  c('flavour', 'citrus', 'ingredient-orange-peel', 'Citrus', 'Lemon, lime and orange peel: bright and zesty.', { title: 'Zitrus', description: 'Zitrone, Limette und Orangenschale: hell und spritzig.' }),
  c('flavour', 'floral', 'ingredient-rose-petals', 'Floral', 'Rose, jasmine and the natural flowery notes of high-grown tea.', { title: 'Blumig', description: 'Rose, Jasmin und die natürlichen Blütennoten von Hochlandtee.' }),
  c('flavour', 'fruity', 'liquorFlavoured', 'Fruity', 'Berries, stone fruit and tropical fruit.', { title: 'Fruchtig', description: 'Beeren, Steinobst und tropische Früchte.' }),
  c('flavour', 'spicy', 'ingredient-ceylon-cinnamon', 'Spicy', 'Cinnamon, ginger, cardamom and clove from the spice gardens.', { title: 'Würzig', description: 'Zimt, Ingwer, Kardamom und Nelke aus den Gewürzgärten.' }),
  c('flavour', 'malty', 'liquorBlack', 'Malty', 'The rich, bready depth of low-grown black tea.', { title: 'Malzig', description: 'Die kräftige, brotige Tiefe von Schwarztee aus dem Tiefland.' }),
  c('flavour', 'smoky', 'liquorOolong', 'Smoky', 'A whisper of wood smoke from slow firing.', { title: 'Rauchig', description: 'Ein Hauch von Holzrauch vom langsamen Trocknen über dem Feuer.' }),
  c('flavour', 'honeyed', 'ingredient-vanilla', 'Honeyed', 'Natural sweetness with notes of honey and caramel.', { title: 'Honigsüß', description: 'Natürliche Süße mit Noten von Honig und Karamell.' }),
  c('flavour', 'minty', 'ingredient-peppermint', 'Minty', 'Cool peppermint and spearmint.', { title: 'Minzig', description: 'Kühle Pfefferminze und Grüne Minze.' }),
  c('flavour', 'earthy', 'ingredient-moringa', 'Earthy', 'Deep, woody notes of roots and roasted leaf.', { title: 'Erdig', description: 'Tiefe, holzige Noten von Wurzeln und geröstetem Blatt.' }),
  c('flavour', 'grassy', 'liquorGreen', 'Grassy', 'The fresh, green notes of young leaf.', { title: 'Grasig', description: 'Die frischen, grünen Noten junger Blätter.' }),
]

/** The banner over each kind's list page and its categories' pages: one picture per kind, of what the kind sorts by. */
export const CATEGORY_BANNERS: Record<CategoryKind, ImageKey> = {
  format: 'bannerFormats',
  type: 'bannerTypes',
  flavour: 'bannerFlavours',
  mood: 'bannerMoods',
}
