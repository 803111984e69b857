import { seedSettings } from '@/site.config'

/**
 * Featured videos need real videos. The project ships no video files and must not invent
 * third-party links that look real, so the home page gets featured videos only when the operator
 * lists YouTube video ids in SEED_VIDEO_IDS (comma-separated, e.g. the brand's own channel).
 * Unset means no featured-videos section, which the home page hides. Like all seed content it is
 * applied when the home page is first created; after that editors manage the videos in the CMS.
 */
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/

/** The valid ids of SEED_VIDEO_IDS (the media section's videos store ids, not addresses). */
export function seedVideoIds(value = seedSettings().videoIds): string[] {
  return (value ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => YOUTUBE_ID.test(id))
}

export function seedVideoUrls(value = seedSettings().videoIds): string[] {
  return seedVideoIds(value).map((id) => `https://www.youtube.com/watch?v=${id}`)
}
