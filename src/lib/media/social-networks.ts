/** The networks a social wall post can come from (the CMS select and the post's icon). */
export const SOCIAL_WALL_NETWORKS = ['instagram', 'facebook', 'x', 'youtube', 'tiktok', 'linkedin', 'pinterest'] as const
export type SocialWallNetwork = (typeof SOCIAL_WALL_NETWORKS)[number]

/** Brand names, the same in every language. */
export const SOCIAL_NETWORK_NAMES: Record<SocialWallNetwork, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  x: 'X',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  linkedin: 'LinkedIn',
  pinterest: 'Pinterest',
}
