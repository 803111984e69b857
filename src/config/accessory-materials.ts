/**
 * What a tea accessory is made of: the accessories' `material` field, the list's filter (values
 * appear in its address and in GET /dmc-apis/get_accessories) and the words of each language
 * (src/i18n, catalogue.materials). Plain data, so the browser's filter can import it too.
 */
export const ACCESSORY_MATERIALS = [
  { label: 'Porcelain', value: 'porcelain' },
  { label: 'Glass', value: 'glass' },
  { label: 'Cast iron', value: 'cast-iron' },
  { label: 'Stainless steel', value: 'stainless-steel' },
  { label: 'Bamboo', value: 'bamboo' },
  { label: 'Linen', value: 'linen' },
  { label: 'Stoneware', value: 'stoneware' },
  { label: 'Wood', value: 'wood' },
] as const

export type AccessoryMaterial = (typeof ACCESSORY_MATERIALS)[number]['value']

export const MATERIAL_VALUES = ACCESSORY_MATERIALS.map((m) => m.value) as [AccessoryMaterial, ...AccessoryMaterial[]]

export const isMaterial = (value: unknown): value is AccessoryMaterial => (MATERIAL_VALUES as readonly unknown[]).includes(value)
