import type { Payload } from 'payload'
import type { Recipe } from '@/payload-types'
import type { Locale, MediaIds } from './build'
import type { ImageKey } from './images/catalogue'
import { richText, type RichTextPart } from './richText'
import { upsertDocument } from './upsert-document'

/**
 * Recipes with tea: six for the kitchen and four elixir recipes (drinks made with the elixir
 * range's tea concentrate, listed later with that range). Each has its own shareable page, in
 * English and German.
 */
type RecipeCopy = {
  title: string
  summary: string
  ingredients: [amount: string, item: string][]
  method: string[]
  tips?: RichTextPart[]
}
/** The English copy, with its German beside it row for row (same ingredients, same steps). */
type RecipeSeed = RecipeCopy & {
  slug: string
  kind: Recipe['kind']
  image: ImageKey
  serves: number
  minutes: number
  de: RecipeCopy
}

export const recipes: RecipeSeed[] = [
  {
    slug: 'iced-lemon-black-tea',
    kind: 'recipe',
    title: 'Iced Lemon Black Tea',
    image: 'recipeIced',
    summary: 'A bright, clear iced tea brewed at double strength and poured straight over ice, so it never turns cloudy.',
    serves: 4,
    minutes: 10,
    ingredients: [['4 tsp', 'high-grown black tea, loose leaf'], ['500 ml', 'freshly boiled water'], ['1', 'unwaxed lemon, sliced'], ['2 tbsp', 'honey or sugar syrup (optional)'], ['2 jugs', 'ice cubes']],
    method: ['Warm a teapot, add the tea and pour on the just-boiled water.', 'Brew for three minutes, then strain at once.', 'Stir in the honey while the tea is hot, if you like it sweet.', 'Fill a large jug with ice and lemon slices and pour the hot tea straight over it.', 'Top up with a little cold water and serve immediately.'],
    tips: ['Chilling fast keeps the tea clear; tea that cools slowly turns cloudy. It tastes the same, but looks less bright.'],
    de: {
      title: 'Schwarzer Eistee mit Zitrone',
      summary: 'Ein klarer, frischer Eistee: doppelt stark aufgebrüht und direkt über Eis gegossen, damit er nie trüb wird.',
      ingredients: [['4 TL', 'Schwarztee aus dem Hochland, lose'], ['500 ml', 'frisch aufgekochtes Wasser'], ['1', 'unbehandelte Zitrone, in Scheiben'], ['2 EL', 'Honig oder Zuckersirup (nach Belieben)'], ['2 Krüge voll', 'Eiswürfel']],
      method: ['Eine Teekanne vorwärmen, den Tee hineingeben und mit dem sprudelnd heißen Wasser aufgießen.', 'Drei Minuten ziehen lassen, dann sofort abseihen.', 'Wer es süß mag, rührt den Honig in den noch heißen Tee.', 'Einen großen Krug mit Eis und Zitronenscheiben füllen und den heißen Tee direkt darübergießen.', 'Mit etwas kaltem Wasser auffüllen und sofort servieren.'],
      tips: ['Schnell gekühlt bleibt der Tee klar; kühlt er langsam ab, wird er trüb. Er schmeckt dann genauso, leuchtet aber weniger.'],
    },
  },
  {
    slug: 'spiced-milk-tea',
    kind: 'recipe',
    title: 'Spiced Milk Tea',
    image: 'recipeLatte',
    summary: 'Strong low-grown tea simmered with milk, cinnamon and cardamom, the way it is made on the estates in the cold months.',
    serves: 2,
    minutes: 15,
    ingredients: [['3 tsp', 'strong black tea (Ruhuna or a breakfast blend)'], ['250 ml', 'water'], ['250 ml', 'whole milk'], ['1', 'stick of Ceylon cinnamon'], ['4', 'cardamom pods, lightly crushed'], ['2 tsp', 'sugar or jaggery']],
    method: ['Bring the water to the boil with the cinnamon and cardamom and simmer for three minutes.', 'Add the tea and simmer for two minutes more.', 'Pour in the milk and sugar and heat until it just rises.', 'Strain into warm cups.'],
    de: {
      title: 'Gewürz-Milchtee',
      summary: 'Kräftiger Tee aus dem Tiefland, mit Milch, Zimt und Kardamom aufgekocht – so, wie man ihn in den kühlen Monaten auf den Plantagen zubereitet.',
      ingredients: [['3 TL', 'kräftiger Schwarztee (Ruhuna oder eine Frühstücksmischung)'], ['250 ml', 'Wasser'], ['250 ml', 'Vollmilch'], ['1', 'Stange Ceylon-Zimt'], ['4', 'Kardamomkapseln, leicht angedrückt'], ['2 TL', 'Zucker oder Jaggery (Palmzucker)']],
      method: ['Das Wasser mit Zimt und Kardamom aufkochen und drei Minuten köcheln lassen.', 'Den Tee dazugeben und weitere zwei Minuten köcheln lassen.', 'Milch und Zucker hinzufügen und erhitzen, bis die Milch gerade aufsteigt.', 'In vorgewärmte Tassen abseihen.'],
    },
  },
  {
    slug: 'earl-grey-tea-loaf',
    kind: 'recipe',
    title: 'Tea-Soaked Fruit Loaf',
    image: 'recipeLoaf',
    summary: 'Dried fruit soaked overnight in strong tea makes this loaf moist enough to keep for a week.',
    serves: 10,
    minutes: 90,
    ingredients: [['300 ml', 'strong hot black tea'], ['350 g', 'mixed dried fruit'], ['150 g', 'soft brown sugar'], ['1', 'egg, beaten'], ['250 g', 'self-raising flour'], ['1 tsp', 'mixed spice']],
    method: ['Pour the hot tea over the fruit and sugar, cover and leave overnight.', 'Heat the oven to 170 °C and line a 900 g loaf tin.', 'Stir the egg, flour and spice into the soaked fruit until just mixed.', 'Bake for about 75 minutes, until a skewer comes out clean.', 'Cool in the tin, then wrap and keep for a day before slicing.'],
    tips: ['Serve sliced and buttered with a cup of the same tea you soaked the fruit in.'],
    de: {
      title: 'Früchtekuchen mit Schwarztee',
      summary: 'Über Nacht in starkem Tee eingeweichte Trockenfrüchte machen diesen Kastenkuchen so saftig, dass er sich eine Woche hält.',
      ingredients: [['300 ml', 'starker, heißer Schwarztee'], ['350 g', 'gemischte Trockenfrüchte'], ['150 g', 'brauner Zucker'], ['1', 'Ei, verquirlt'], ['250 g', 'Mehl (Type 405), gemischt mit 2 TL Backpulver'], ['1 TL', 'Lebkuchengewürz']],
      method: ['Den heißen Tee über Früchte und Zucker gießen, abdecken und über Nacht ziehen lassen.', 'Den Ofen auf 170 °C vorheizen und eine Kastenform (25 cm) mit Backpapier auslegen.', 'Ei, Mehl und Gewürz unter die eingeweichten Früchte rühren, nur bis alles vermischt ist.', 'Etwa 75 Minuten backen, bis an einem hineingesteckten Holzstäbchen kein Teig mehr haftet.', 'In der Form abkühlen lassen, einwickeln und vor dem Anschneiden einen Tag ruhen lassen.'],
      tips: ['In Scheiben geschnitten und mit Butter bestrichen servieren – am besten mit einer Tasse des Tees, in dem die Früchte gezogen haben.'],
    },
  },
  {
    slug: 'green-tea-and-mint-cooler',
    kind: 'recipe',
    title: 'Green Tea and Mint Cooler',
    image: 'recipeMintCooler',
    summary: 'Cold-brewed green tea with fresh mint and cucumber: no heat, no bitterness.',
    serves: 4,
    minutes: 5,
    ingredients: [['8 g', 'Ceylon green tea'], ['1 l', 'cold water'], ['1 handful', 'fresh mint leaves'], ['½', 'cucumber, thinly sliced']],
    method: ['Put the tea, mint and cucumber in a large jug and pour on the cold water.', 'Cover and leave in the fridge for six to eight hours.', 'Strain and serve over ice.'],
    de: {
      title: 'Grüntee-Minz-Erfrischung',
      summary: 'Kalt angesetzter Grüntee mit frischer Minze und Gurke: keine Hitze, keine Bitterkeit.',
      ingredients: [['8 g', 'grüner Ceylon-Tee'], ['1 l', 'kaltes Wasser'], ['1 Handvoll', 'frische Minzblätter'], ['½', 'Salatgurke, in dünnen Scheiben']],
      method: ['Tee, Minze und Gurke in einen großen Krug geben und mit dem kalten Wasser aufgießen.', 'Abgedeckt sechs bis acht Stunden im Kühlschrank ziehen lassen.', 'Abseihen und auf Eis servieren.'],
    },
  },
  {
    slug: 'tea-smoked-salmon',
    kind: 'recipe',
    title: 'Tea-Smoked Salmon',
    image: 'recipeSalmon',
    summary: 'A quick stove-top smoke of tea leaves, rice and sugar gives salmon a gentle, fragrant crust.',
    serves: 4,
    minutes: 30,
    ingredients: [['4', 'salmon fillets'], ['4 tbsp', 'black tea leaves'], ['4 tbsp', 'uncooked rice'], ['3 tbsp', 'brown sugar'], ['1 tsp', 'salt']],
    method: ['Line a wok with a double layer of foil and mix the tea, rice and sugar on it.', 'Set a rack over the mixture, season the salmon with salt and lay it on the rack.', 'Cover tightly and heat until the mixture smokes, then turn the heat to low for 12 minutes.', 'Leave covered off the heat for five minutes before serving.'],
    tips: ['Open a window and switch on the extractor: the smoke is fragrant but strong.'],
    de: {
      title: 'Mit Tee geräucherter Lachs',
      summary: 'Kurz auf dem Herd über Teeblättern, Reis und Zucker geräuchert, bekommt der Lachs eine sanfte, duftende Kruste.',
      ingredients: [['4', 'Lachsfilets'], ['4 EL', 'Schwarztee, lose'], ['4 EL', 'ungekochter Reis'], ['3 EL', 'brauner Zucker'], ['1 TL', 'Salz']],
      method: ['Einen Wok doppelt mit Alufolie auslegen und Tee, Reis und Zucker darauf vermischen.', 'Ein Gitter über die Mischung setzen, den Lachs salzen und auf das Gitter legen.', 'Fest abdecken und erhitzen, bis die Mischung raucht, dann die Hitze herunterschalten und 12 Minuten räuchern.', 'Vom Herd nehmen und vor dem Servieren noch fünf Minuten zugedeckt ruhen lassen.'],
      tips: ['Fenster öffnen und Dunstabzug einschalten: Der Rauch duftet, ist aber kräftig.'],
    },
  },
  {
    slug: 'chai-shortbread',
    kind: 'recipe',
    title: 'Chai Shortbread',
    image: 'recipeShortbread',
    summary: 'Butter shortbread with finely ground tea and warm spices, for the afternoon pot.',
    serves: 12,
    minutes: 45,
    ingredients: [['200 g', 'butter, soft'], ['100 g', 'caster sugar'], ['300 g', 'plain flour'], ['2 tsp', 'black tea, finely ground'], ['1 tsp', 'ground cinnamon'], ['½ tsp', 'ground cardamom']],
    method: ['Beat the butter and sugar until pale.', 'Work in the flour, tea and spices to a soft dough.', 'Press into a 20 cm tin, prick all over and chill for 15 minutes.', 'Bake at 160 °C for 30 minutes, until pale gold, and cut into fingers while warm.'],
    de: {
      title: 'Chai-Shortbread',
      summary: 'Mürbes Buttergebäck mit fein gemahlenem Tee und wärmenden Gewürzen, für die Teekanne am Nachmittag.',
      ingredients: [['200 g', 'Butter, weich'], ['100 g', 'feiner Zucker'], ['300 g', 'Weizenmehl (Type 405)'], ['2 TL', 'Schwarztee, fein gemahlen'], ['1 TL', 'gemahlener Zimt'], ['½ TL', 'gemahlener Kardamom']],
      method: ['Butter und Zucker hell und cremig schlagen.', 'Mehl, Tee und Gewürze zu einem weichen Teig einarbeiten.', 'In eine Form (20 cm) drücken, rundum mit einer Gabel einstechen und 15 Minuten kalt stellen.', 'Bei 160 °C etwa 30 Minuten hellgolden backen und noch warm in Stäbchen schneiden.'],
    },
  },
  {
    slug: 'elixir-tonic',
    kind: 'elixir',
    title: 'Elixir and Tonic',
    image: 'recipeElixir',
    summary: 'Tea elixir lengthened with tonic water and orange peel: a bitter-sweet, alcohol-free aperitif.',
    serves: 1,
    minutes: 3,
    ingredients: [['40 ml', 'tea elixir'], ['120 ml', 'tonic water, chilled'], ['1 strip', 'orange peel'], ['', 'ice']],
    method: ['Fill a tall glass with ice.', 'Pour in the elixir, then top up slowly with tonic.', 'Twist the orange peel over the glass and drop it in.'],
    de: {
      title: 'Elixier mit Tonic',
      summary: 'Tee-Elixier, mit Tonic Water und Orangenschale verlängert: ein bittersüßer Aperitif ohne Alkohol.',
      ingredients: [['40 ml', 'Tee-Elixier'], ['120 ml', 'Tonic Water, gekühlt'], ['1 Streifen', 'Orangenschale'], ['', 'Eiswürfel']],
      method: ['Ein hohes Glas mit Eis füllen.', 'Das Elixier hineingießen, dann langsam mit Tonic auffüllen.', 'Die Orangenschale über dem Glas ausdrehen und hineingeben.'],
    },
  },
  {
    slug: 'elixir-spritz',
    kind: 'elixir',
    title: 'Sparkling Elixir Spritz',
    image: 'recipeSpritz',
    summary: 'Elixir, sparkling water and a slice of grapefruit over ice, for long summer evenings.',
    serves: 1,
    minutes: 3,
    ingredients: [['50 ml', 'tea elixir'], ['100 ml', 'sparkling water'], ['1 slice', 'pink grapefruit'], ['', 'ice']],
    method: ['Build over ice in a wine glass: elixir first, then sparkling water.', 'Stir once and garnish with the grapefruit.'],
    de: {
      title: 'Prickelnder Elixier-Spritz',
      summary: 'Elixier, Sprudelwasser und eine Scheibe Grapefruit auf Eis – für lange Sommerabende.',
      ingredients: [['50 ml', 'Tee-Elixier'], ['100 ml', 'Sprudelwasser'], ['1 Scheibe', 'rosa Grapefruit'], ['', 'Eiswürfel']],
      method: ['Direkt im Weinglas auf Eis aufbauen: zuerst das Elixier, dann das Sprudelwasser.', 'Einmal umrühren und mit der Grapefruit garnieren.'],
    },
  },
  {
    slug: 'elixir-hot-toddy',
    kind: 'elixir',
    title: 'Honey Elixir Toddy',
    image: 'recipeToddy',
    summary: 'A warming mug of elixir, hot water, honey and lemon for cold nights.',
    serves: 1,
    minutes: 5,
    ingredients: [['40 ml', 'tea elixir'], ['150 ml', 'hot water'], ['1 tsp', 'honey'], ['1 slice', 'lemon'], ['1', 'clove']],
    method: ['Stud the lemon slice with the clove.', 'Stir the honey into the hot water until dissolved, then add the elixir.', 'Float the lemon on top and serve.'],
    de: {
      title: 'Heißer Honig-Elixier-Toddy',
      summary: 'Ein wärmender Becher aus Elixier, heißem Wasser, Honig und Zitrone für kalte Abende.',
      ingredients: [['40 ml', 'Tee-Elixier'], ['150 ml', 'heißes Wasser'], ['1 TL', 'Honig'], ['1 Scheibe', 'Zitrone'], ['1', 'Gewürznelke']],
      method: ['Die Nelke in die Zitronenscheibe stecken.', 'Den Honig im heißen Wasser auflösen, dann das Elixier dazugeben.', 'Die Zitronenscheibe obenauf legen und servieren.'],
    },
  },
  {
    slug: 'elixir-affogato',
    kind: 'elixir',
    title: 'Elixir Affogato',
    image: 'recipeAffogato',
    summary: 'A scoop of vanilla ice cream drowned in chilled tea elixir: dessert in two minutes.',
    serves: 1,
    minutes: 2,
    ingredients: [['1 scoop', 'vanilla ice cream'], ['30 ml', 'tea elixir, chilled'], ['1 tsp', 'toasted flaked almonds']],
    method: ['Put the ice cream in a small glass.', 'Pour the elixir over it at the table and scatter with almonds.'],
    tips: ['Try it with coconut ice cream for a dairy-free version.'],
    de: {
      title: 'Elixier-Affogato',
      summary: 'Eine Kugel Vanilleeis, übergossen mit gekühltem Tee-Elixier: ein Dessert in zwei Minuten.',
      ingredients: [['1 Kugel', 'Vanilleeis'], ['30 ml', 'Tee-Elixier, gekühlt'], ['1 TL', 'geröstete Mandelblättchen']],
      method: ['Das Eis in ein kleines Glas geben.', 'Am Tisch das Elixier darübergießen und mit Mandeln bestreuen.'],
      tips: ['Mit Kokoseis wird daraus eine milchfreie Variante.'],
    },
  },
]

function recipeData(seed: RecipeSeed, order: number, media: MediaIds, locale: Locale): Omit<Recipe, 'id' | 'createdAt' | 'updatedAt'> {
  const copy = locale === 'de' ? seed.de : seed
  return {
    title: copy.title,
    slug: seed.slug,
    kind: seed.kind,
    order,
    image: media[seed.image],
    summary: copy.summary,
    serves: seed.serves,
    prep_minutes: seed.minutes,
    ingredients: copy.ingredients.map(([amount, item]) => ({ amount: amount || undefined, item })),
    method: copy.method.map((step) => ({ step })),
    tips: copy.tips ? richText(copy.tips) : undefined,
    country: 'GLOBAL',
    seo: { meta_title: copy.title, meta_description: copy.summary, keywords: locale === 'de' ? 'Teerezept, Rezept mit Tee' : 'tea recipe', prevent_indexing: false },
    _status: 'published',
  }
}

export async function seedRecipes(payload: Payload, media: MediaIds): Promise<number> {
  let created = 0
  for (const [order, seed] of recipes.entries()) {
    const made = await upsertDocument(payload, {
      collection: 'recipes',
      where: { and: [{ slug: { equals: seed.slug } }, { country: { equals: 'GLOBAL' } }] },
      translated: true,
      data: (locale) => recipeData(seed, order, media, locale),
    })
    if (made) created++
  }
  return created
}
