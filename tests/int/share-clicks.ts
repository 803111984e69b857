/**
 * Share-link clicks counted once, by the global setup, before any test file runs. Share totals are
 * cached for a minute and any file may read them first (a list page, a crawl of the REST calls), so
 * a file that counted its own clicks would see them only if it happened to run first.
 */
export const SHARE_CLICKS: readonly { item: string; network: string }[] = [
  { item: 'image-albums:two-leaves-and-a-bud', network: 'facebook' },
  { item: 'image-albums:two-leaves-and-a-bud', network: 'x' },
  { item: 'image-albums:iced-tea-summer', network: 'email' },
  { item: 'blog-posts:iced-tea-that-stays-clear', network: 'facebook' },
  { item: 'blog-posts:iced-tea-that-stays-clear', network: 'x' },
]

/** Each click from its own visitor address, as the load balancer would name it. */
export async function recordShareClicks(baseURL: string): Promise<void> {
  for (const [i, click] of SHARE_CLICKS.entries()) {
    const response = await fetch(new URL('/dmc-apis/share_count', baseURL), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.91.0.${i + 1}` },
      body: JSON.stringify(click),
    })
    if (!response.ok) throw new Error(`Counting the share click ${JSON.stringify(click)} answered ${response.status}: ${await response.text()}`)
  }
}
