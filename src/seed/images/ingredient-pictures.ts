import type { ImageSpec } from './render'
import type { BotanicalSlug } from './tea-colours'
import type { IngredientKind } from './scenes/ingredients'

/**
 * Each ingredient of the infusions as itself, heaped in a wooden bowl (an ingredient's page and
 * card): the pods, quills, flowers or leaves, not the cup they make.
 */
const INGREDIENTS: Record<BotanicalSlug, { kind: IngredientKind; en: string; de: string }> = {
  ginger: { kind: 'ginger', en: 'Sun-dried slices of ginger root', de: 'Sonnengetrocknete Scheiben der Ingwerwurzel' },
  lemongrass: { kind: 'lemongrass', en: 'Cut stalks of pale green lemongrass', de: 'Geschnittene Halme von hellgrünem Zitronengras' },
  'ceylon-cinnamon': { kind: 'cinnamon', en: 'Quills of Ceylon cinnamon bark', de: 'Stangen aus Ceylon-Zimtrinde' },
  cardamom: { kind: 'cardamom', en: 'Green cardamom pods', de: 'Grüne Kardamomkapseln' },
  peppermint: { kind: 'peppermint', en: 'Fresh peppermint leaves', de: 'Frische Pfefferminzblätter' },
  chamomile: { kind: 'chamomile', en: 'Dried chamomile flowers, white petals round yellow hearts', de: 'Getrocknete Kamillenblüten, weiße Blütenblätter um gelbe Köpfchen' },
  hibiscus: { kind: 'hibiscus', en: 'Dried deep-red hibiscus calyces', de: 'Getrocknete tiefrote Hibiskuskelche' },
  'rose-petals': { kind: 'rose', en: 'Pink rose petals', de: 'Rosa Rosenblütenblätter' },
  moringa: { kind: 'moringa', en: 'Small green moringa leaves', de: 'Kleine grüne Moringablätter' },
  'gotu-kola': { kind: 'gotuKola', en: 'Round gotu kola leaves on their stems', de: 'Runde Gotu-Kola-Blätter an ihren Stielen' },
  'orange-peel': { kind: 'orangePeel', en: 'Strips of sun-dried orange peel', de: 'Streifen sonnengetrockneter Orangenschale' },
  vanilla: { kind: 'vanilla', en: 'Dark cured vanilla pods', de: 'Dunkle, fermentierte Vanilleschoten' },
}

export const ingredientImages = Object.fromEntries(
  Object.entries(INGREDIENTS).map(([slug, { kind, en, de }]) => [
    `ingredient-${slug}`,
    {
      filename: `dalumara-ingredient-${slug}.webp`,
      width: 800,
      height: 800,
      palette: 'dawn',
      scene: { kind: 'ingredients', ingredients: [kind] },
      alt: `${en} heaped in a wooden bowl, a few more on the table`,
      altDe: `${de}, in einer Holzschale aufgehäuft, ein paar weitere auf dem Tisch`,
    } satisfies ImageSpec,
  ]),
) as Record<`ingredient-${BotanicalSlug}`, ImageSpec>
