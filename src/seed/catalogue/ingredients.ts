import type { Localized } from '../content/types'
import type { ImageKey } from '../images/catalogue'
import type { RichTextPart } from '../richText'

/** The ingredients of the infusions and flavoured teas (natural infusions, our-ingredients). */
export type IngredientSeed = { slug: string; image: ImageKey; copy: Localized<{ name: string; summary: string; origin: string; description: RichTextPart[] }> }

const i = (slug: string, image: ImageKey, name: string, origin: string, summary: string, more: string): IngredientSeed => ({
  slug,
  image,
  copy: { en: { name, origin, summary, description: [more] } },
})

export const ingredients: IngredientSeed[] = [
  i('ginger', 'ingredient-ginger', 'Ginger', 'Kandy and Matale, Sri Lanka', 'Fresh ginger root, sliced and sun-dried, for warmth and a gentle bite.', 'Our ginger grows in home gardens in the hills around Matale, where it is lifted by hand after ten months and dried on woven mats.'),
  i('lemongrass', 'ingredient-lemongrass', 'Lemongrass', 'Southern Province, Sri Lanka', 'Lemony, grassy stalks that give a clean, refreshing cup.', 'The tall grass is cut by the smallholders of the south, bundled and shade-dried so it keeps its citrus oil.'),
  i('ceylon-cinnamon', 'ingredient-ceylon-cinnamon', 'Ceylon cinnamon', 'Galle and Matara, Sri Lanka', 'True cinnamon quills, sweeter and more delicate than cassia.', 'Peelers in the Galle district shave the inner bark by hand and roll it into the fine, many-layered quills the island is known for.'),
  i('cardamom', 'ingredient-cardamom', 'Cardamom', 'Knuckles range, Sri Lanka', 'Green pods with a cool, resinous perfume.', 'Cardamom grows wild in the shade of the Knuckles forests; the pods are picked green and dried slowly to keep their colour.'),
  i('peppermint', 'ingredient-peppermint', 'Peppermint', 'Nuwara Eliya, Sri Lanka', 'Cool, bright leaves that lift any blend.', 'The mint is grown in the cool gardens of Nuwara Eliya between the tea fields and dried within hours of cutting.'),
  i('chamomile', 'ingredient-chamomile', 'Chamomile', 'Uva, Sri Lanka', 'Golden flowers with a soft, apple-like sweetness.', 'Chamomile flowers are picked when just open and dried in the shade, so the petals stay whole.'),
  i('hibiscus', 'ingredient-hibiscus', 'Hibiscus', 'North Central Province, Sri Lanka', 'Tart red calyces that colour the cup a deep ruby.', 'The calyces are stripped from the seed pods by hand and sun-dried until crisp.'),
  i('rose-petals', 'ingredient-rose-petals', 'Rose petals', 'Nuwara Eliya, Sri Lanka', 'Fragrant petals from the hill-country rose gardens.', 'The roses are cut at dawn, when their scent is strongest, and the petals dried on racks indoors.'),
  i('moringa', 'ingredient-moringa', 'Moringa', 'Hambantota, Sri Lanka', 'Tender leaves of the drumstick tree, green and gently earthy.', 'Moringa grows in the dry south-east; its small leaves are stripped from the branches and dried in the shade.'),
  i('gotu-kola', 'ingredient-gotu-kola', 'Gotu kola', 'Western Province, Sri Lanka', 'A traditional Sri Lankan herb with a fresh, slightly bitter taste.', 'Gotu kola grows in the wet lowlands and has long been part of Sri Lankan kitchens and home remedies.'),
  i('orange-peel', 'ingredient-orange-peel', 'Orange peel', 'Uva, Sri Lanka', 'Sun-dried peel of Uva’s small green oranges, sweet and zesty.', 'Uva’s oranges stay green when ripe; their peel is cut into strips and dried for our citrus blends.'),
  i('vanilla', 'ingredient-vanilla', 'Vanilla', 'Kandy, Sri Lanka', 'Cured vanilla pods for a rounded, creamy sweetness.', 'Each vanilla flower is pollinated by hand; the pods are cured for weeks until they turn dark and fragrant.'),
]
