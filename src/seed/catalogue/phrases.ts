/**
 * The words a product's copy is put together from (./plan.ts), each with its German beside it, so
 * the two languages cannot drift apart. The German pieces are chosen to fit every slot they go
 * into: every kind of tea is a masculine noun after "Ein …", every flavour is a nominative phrase
 * after a colon, and every format is a sentence of its own.
 */
export type Words = { en: string; de: string }
const w = (en: string, de: string): Words => ({ en, de })

/** "A bright, brisk" + kind of tea. */
export const ADJECTIVES: Record<string, Words[]> = {
  'black-tea': [w('A bright, brisk', 'Ein heller, lebhafter'), w('A full-bodied', 'Ein vollmundiger'), w('A rich, coppery', 'Ein kräftiger, kupferroter'), w('A smooth, rounded', 'Ein weicher, runder'), w('A lively', 'Ein munterer')],
  'green-tea': [w('A fresh, pale', 'Ein frischer, heller'), w('A clean, delicate', 'Ein klarer, zarter'), w('A soft, grassy', 'Ein sanfter, grasiger')],
  'white-tea': [w('A silky, pale', 'Ein seidiger, heller'), w('A delicate', 'Ein zarter')],
  'oolong-tea': [w('A toasty, rounded', 'Ein runder, röstiger'), w('A fragrant', 'Ein duftender')],
  'herbal-infusion': [w('A soothing, caffeine-free', 'Ein wohltuender, koffeinfreier'), w('A fragrant, caffeine-free', 'Ein duftender, koffeinfreier'), w('A warming, caffeine-free', 'Ein wärmender, koffeinfreier')],
  'flavoured-tea': [w('A cheerful', 'Ein fröhlicher'), w('A fragrant', 'Ein duftender'), w('A bright', 'Ein heller')],
}

export const TYPE_WORDS: Record<string, Words> = {
  'black-tea': w('black tea', 'Schwarztee'),
  'green-tea': w('green tea', 'Grüntee'),
  'white-tea': w('white tea', 'Weißtee'),
  'oolong-tea': w('oolong', 'Oolong'),
  'herbal-infusion': w('herbal infusion', 'Kräuteraufguss'),
  'flavoured-tea': w('flavoured tea', 'aromatisierter Tee'),
}

export const FLAVOUR_PHRASES: Record<string, Words> = {
  citrus: w('a zesty citrus lift', 'eine spritzige Zitrusnote'),
  floral: w('a soft floral fragrance', 'ein zarter Blütenduft'),
  fruity: w('ripe fruit in every sip', 'reife Frucht in jedem Schluck'),
  spicy: w('the warmth of island spices', 'die Wärme der Inselgewürze'),
  malty: w('a deep, malty body', 'ein tiefer, malziger Körper'),
  smoky: w('a whisper of wood smoke', 'ein Hauch von Holzrauch'),
  honeyed: w('a natural honeyed sweetness', 'eine natürliche Honigsüße'),
  minty: w('a cool mint finish', 'ein kühler Minzabgang'),
  earthy: w('gentle earthy notes', 'sanfte erdige Noten'),
  grassy: w('the fresh taste of young leaf', 'der frische Geschmack junger Blätter'),
}

/** English: the end of the blurb's sentence; German: a sentence of its own. */
export const FORMAT_PHRASES: Record<string, Words> = {
  'tea-bags': w('in tea bags for an easy cup', 'Im Teebeutel, für die schnelle Tasse.'),
  'loose-leaf': w('as loose leaf for the pot', 'Als loser Tee für die Kanne.'),
  'pyramid-bags': w('in roomy pyramid bags', 'In geräumigen Pyramidenbeuteln.'),
  'iced-tea': w('brewed and bottled cold', 'Kalt gebrüht und in Flaschen abgefüllt.'),
  cordial: w('as a cordial to mix with water', 'Als Sirup, mit Wasser aufzugießen.'),
  'gift-tins': w('in a tin made for giving', 'In einer Dose, wie gemacht zum Verschenken.'),
}
export const PACKED_AT_SOURCE = w('packed at the source', 'Direkt am Ursprung verpackt.')

export const APPEARANCE: Record<string, Words[]> = {
  'black-tea': [
    w('Bright coppery liquor; dark, even leaf.', 'Leuchtend kupferfarbener Aufguss; dunkles, gleichmäßiges Blatt.'),
    w('Deep amber liquor with a golden rim; wiry black leaf.', 'Tief bernsteinfarbener Aufguss mit goldenem Rand; drahtiges schwarzes Blatt.'),
    w('Reddish-brown liquor; tightly rolled leaf with a few golden tips.', 'Rotbrauner Aufguss; fest gerolltes Blatt mit einigen goldenen Spitzen.'),
  ],
  'green-tea': [
    w('Pale jade liquor; twisted olive-green leaf.', 'Blass jadegrüner Aufguss; gedrehtes olivgrünes Blatt.'),
    w('Light yellow-green liquor; rolled green leaf that opens in the pot.', 'Hell gelbgrüner Aufguss; gerolltes grünes Blatt, das sich in der Kanne öffnet.'),
  ],
  'white-tea': [w('Pale straw liquor; downy silver buds.', 'Blass strohfarbener Aufguss; flaumige silberne Knospen.')],
  'oolong-tea': [w('Golden-orange liquor; large, loosely rolled leaf.', 'Goldorangefarbener Aufguss; großes, locker gerolltes Blatt.')],
  'herbal-infusion': [
    w('Clear golden infusion; herbs, petals and roots in the bag.', 'Klarer goldener Aufguss; Kräuter, Blüten und Wurzeln im Beutel.'),
    w('Ruby-red infusion; whole petals and peel.', 'Rubinroter Aufguss; ganze Blüten und Schalen.'),
  ],
  'flavoured-tea': [
    w('Amber liquor; black leaf with pieces of fruit and petals.', 'Bernsteinfarbener Aufguss; schwarzes Blatt mit Fruchtstücken und Blüten.'),
    w('Bright orange liquor; leaf flecked with fruit.', 'Leuchtend orangefarbener Aufguss; Blatt mit Fruchtstückchen.'),
  ],
}

export const AROMA_BY_FLAVOUR: Record<string, Words> = {
  citrus: w('Fresh citrus peel over toasted leaf.', 'Frische Zitrusschale über geröstetem Blatt.'),
  floral: w('Flowery, with a hint of rose.', 'Blumig, mit einem Hauch von Rose.'),
  fruity: w('Ripe fruit and warm leaf.', 'Reife Frucht und warmes Blatt.'),
  spicy: w('Cinnamon and ginger, warm and sweet.', 'Zimt und Ingwer, warm und süß.'),
  malty: w('Malt, bread crust and dried fruit.', 'Malz, Brotkruste und Trockenfrüchte.'),
  smoky: w('Wood smoke and dark leaf.', 'Holzrauch und dunkles Blatt.'),
  honeyed: w('Honey and caramel.', 'Honig und Karamell.'),
  minty: w('Cool and minty.', 'Kühl und minzig.'),
  earthy: w('Green herbs and damp earth after rain.', 'Grüne Kräuter und feuchte Erde nach dem Regen.'),
  grassy: w('Cut grass and steamed greens.', 'Frisch geschnittenes Gras und gedämpftes Grün.'),
}

export const TASTE: Record<string, Words[]> = {
  'black-tea': [
    w('Brisk and bright, with a clean, dry finish.', 'Lebhaft und hell, mit klarem, trockenem Abgang.'),
    w('Full and smooth, with a long malty finish.', 'Voll und weich, mit langem, malzigem Abgang.'),
    w('Lively and rounded; takes milk well.', 'Munter und rund; verträgt Milch gut.'),
  ],
  'green-tea': [
    w('Fresh and sweet, with a light, clean finish.', 'Frisch und süß, mit leichtem, klarem Abgang.'),
    w('Soft and savoury, never bitter when brewed cool.', 'Weich und herzhaft, nie bitter, wenn er nicht zu heiß aufgegossen wird.'),
  ],
  'white-tea': [w('Silky and sweet, with notes of melon and hay.', 'Seidig und süß, mit Noten von Melone und Heu.')],
  'oolong-tea': [w('Toasty and sweet, with a peachy finish.', 'Röstig und süß, mit einem Abgang nach Pfirsich.')],
  'herbal-infusion': [w('Gentle and warming, naturally sweet.', 'Sanft und wärmend, von Natur aus süß.'), w('Tart and refreshing, good hot or iced.', 'Herb-säuerlich und erfrischend, gut heiß oder auf Eis.')],
  'flavoured-tea': [w('Fruity and bright over a light black tea.', 'Fruchtig und hell über einem leichten Schwarztee.'), w('Sweet and fragrant, with a brisk tea base.', 'Süß und duftend, auf einer lebhaften Teebasis.')],
}

export const AMOUNT_NOTES = {
  iced: w('Ready to drink: serve well chilled.', 'Trinkfertig: gut gekühlt servieren.'),
  cordial: w('One part cordial to five parts still or sparkling water.', 'Ein Teil Sirup auf fünf Teile stilles oder sprudelndes Wasser.'),
  bag: w('One bag per cup', 'Ein Beutel pro Tasse'),
  spoon: w('One heaped teaspoon per cup', 'Ein gehäufter Teelöffel pro Tasse'),
}

/** Each format's packs: label and weight in grams (the weight also ends the stock code). */
export const PACKS: Record<string, [Words, number][]> = {
  'tea-bags': [[w('25 tea bags', '25 Teebeutel'), 50], [w('100 tea bags', '100 Teebeutel'), 200]],
  'loose-leaf': [[w('125 g loose leaf', '125 g loser Tee'), 125], [w('250 g loose leaf', '250 g loser Tee'), 250]],
  'pyramid-bags': [[w('20 pyramid bags', '20 Pyramidenbeutel'), 40]],
  'iced-tea': [[w('6 × 330 ml glass bottles', '6 Glasflaschen à 330 ml'), 1980], [w('12 × 250 ml tetra packs', '12 Tetra Paks à 250 ml'), 3000]],
  cordial: [[w('500 ml bottle', '500-ml-Flasche'), 500]],
  'gift-tins': [[w('100 g gift tin', '100-g-Geschenkdose'), 100]],
}

/** The sentences around the blurb in a product's description, and what an origin's garden is called. */
export const DESCRIPTION = {
  belongs: (name: string, range: string): Words => w(`${name} belongs to our ${range} range:`, `${name} gehört zu unserer Serie ${range}.`),
  blended: (en: string, de: string): Words => w(`Blended in Sri Lanka with ${en}, and nothing artificial.`, `In Sri Lanka mit ${de} gemischt, ohne künstliche Aromen.`),
  gardens: (place: string): Words =>
    w(`The leaf comes from the gardens of ${place}, where it is plucked by hand and made in small batches.`, `Das Blatt stammt aus den Teegärten von ${place}, wo es von Hand gepflückt und in kleinen Partien verarbeitet wird.`),
  ourGarden: (estate: string, place: string): Words => w(`our ${estate} garden in ${place}`, `unserem Garten ${estate} in ${place}`),
  fromRange: (range: string): Words => w(`, from our ${range} range.`, ` Aus unserer Serie ${range}.`),
}

/** "a, b und c": German lists name their last item with "und" (the English copy lists with commas). */
export const germanList = (words: string[]): string => (words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} und ${words.at(-1)}`)
