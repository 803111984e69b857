import { unstable_cache } from 'next/cache'
import { isInsideNext } from '@/site.config'
import { showsDrafts } from './preview-session'

/**
 * Tag revalidation on publish refreshes every instance within about a second (the cache handler
 * shares revalidated tags through the database, src/lib/cache/shared-tags-cache-handler.mjs). This is
 * only the safety net for a revalidation that was missed.
 */
export const SAFETY_NET_SECONDS = 300

/**
 * Runs a read through Next's data cache under `keyParts` (which must name everything the read
 * depends on) and `tags` (expired by the Payload hooks when published content changes). In an
 * editor's preview (draft mode with a live admin session) the read bypasses the cache and asks for drafts. Data that no publish
 * changes (counters) passes its own `revalidate` (seconds) instead of relying on tags.
 */
export async function cached<T>(
  keyParts: string[],
  tags: string[],
  read: (draft: boolean) => Promise<T>,
  { revalidate = SAFETY_NET_SECONDS }: { revalidate?: number } = {},
): Promise<T> {
  if (await showsDrafts()) return read(true)
  // Scripts and integration tests call data functions outside Next.js, where there is no data cache.
  if (!isInsideNext()) return read(false)
  return unstable_cache(() => read(false), keyParts, { tags, revalidate })()
}

/** A cached read with fixed tags, as a function of its arguments (which become part of the cache key). */
export function cachedRead<Args extends unknown[], Result>(
  key: string,
  tags: string[],
  read: (draft: boolean, ...args: Args) => Promise<Result>,
) {
  return (...args: Args): Promise<Result> => cached([key, JSON.stringify(args)], tags, (draft) => read(draft, ...args))
}

/** Whether cached() would store this read: inside Next.js and not showing an editor drafts. */
export async function cachesReads(): Promise<boolean> {
  return isInsideNext() && !(await showsDrafts())
}
