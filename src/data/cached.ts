import { unstable_cache } from 'next/cache'
import { draftMode } from 'next/headers'

/**
 * Tag revalidation on publish refreshes the instance that handled the publish at once. Other
 * instances (there is no shared cache handler yet) pick the change up after at most this long.
 */
export const SAFETY_NET_SECONDS = 300

/**
 * Wraps a read in Next's data cache under the given tags (revalidated by Payload hooks).
 * In draft mode (editor preview) the read bypasses the cache and asks for drafts.
 */
export function cachedRead<Args extends unknown[], Result>(
  key: string,
  tags: string[],
  read: (draft: boolean, ...args: Args) => Promise<Result>,
) {
  const cached = unstable_cache((...args: Args) => read(false, ...args), [key], { tags, revalidate: SAFETY_NET_SECONDS })
  return async (...args: Args): Promise<Result> => {
    if (await isDraft()) return read(true, ...args)
    if (!insideNext()) return read(false, ...args)
    return cached(...args)
  }
}

/** Scripts and integration tests call data functions outside Next.js, where there is no data cache. */
function insideNext(): boolean {
  return Boolean(process.env.NEXT_RUNTIME || process.env.NEXT_PHASE)
}

async function isDraft(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled
  } catch {
    // Outside a request (route handler warm-up, scripts): never draft.
    return false
  }
}
