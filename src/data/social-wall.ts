import type { SocialWallItem } from '@/payload-types'
import { findList } from './content'
import type { Variant } from '@/config/variant'

/** The newest posts of a country's social wall (its own plus GLOBAL's). */
export async function listSocialWall(variant: Variant, size: number): Promise<SocialWallItem[]> {
  const { docs } = await findList({ collection: 'social-wall-items', variant, sort: ['-posted_at', 'slug'], size, depth: 1 })
  return docs
}
