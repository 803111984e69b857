import type { Payload } from 'payload'
import type { Recipe } from '@/payload-types'
import type { MediaIds } from './build'
import type { ImageKey } from './images/catalogue'
import { richText, type RichTextPart } from './richText'
import { upsertDocument } from './upsert-document'

/**
 * Recipes with tea: six for the kitchen and four elixir recipes (drinks made with the elixir
 * range's tea concentrate, listed later with that range). Each has its own shareable page.
 */
type RecipeSeed = {
  slug: string
  kind: Recipe['kind']
  title: string
  image: ImageKey
  summary: string
  serves: number
  minutes: number
  ingredients: [amount: string, item: string][]
  method: string[]
  tips?: RichTextPart[]
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
  },
]

function recipeData(seed: RecipeSeed, order: number, media: MediaIds): Omit<Recipe, 'id' | 'createdAt' | 'updatedAt'> {
  return {
    title: seed.title,
    slug: seed.slug,
    kind: seed.kind,
    order,
    image: media[seed.image],
    summary: seed.summary,
    serves: seed.serves,
    prep_minutes: seed.minutes,
    ingredients: seed.ingredients.map(([amount, item]) => ({ amount: amount || undefined, item })),
    method: seed.method.map((step) => ({ step })),
    tips: seed.tips ? richText(seed.tips) : undefined,
    country: 'GLOBAL',
    seo: { meta_title: seed.title, meta_description: seed.summary, keywords: 'tea recipe', prevent_indexing: false },
    _status: 'published',
  }
}

export async function seedRecipes(payload: Payload, media: MediaIds): Promise<number> {
  let created = 0
  for (const [order, seed] of recipes.entries()) {
    const made = await upsertDocument(payload, {
      collection: 'recipes',
      where: { and: [{ slug: { equals: seed.slug } }, { country: { equals: 'GLOBAL' } }] },
      data: () => recipeData(seed, order, media),
    })
    if (made) created++
  }
  return created
}
