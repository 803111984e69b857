import type { APIRequestContext } from '@playwright/test'

/** Shared look-ups for the header specs: what the running site is configured and seeded with. */

type PageDoc = { path: string; title: string; country: string }

/** Published GLOBAL content pages, read through Payload's public REST API. */
export async function publishedPages(request: APIRequestContext): Promise<PageDoc[]> {
  const res = await request.get('/api/pages?limit=200&depth=0&where[country][equals]=GLOBAL&locale=en')
  if (!res.ok()) throw new Error(`GET /api/pages answered ${res.status()}`)
  return ((await res.json()) as { docs: PageDoc[] }).docs
}

export const segmentCount = (path: string) => path.split('/').filter(Boolean).length

/** The shop and login URLs the site should show: the environment wins over the CMS setting. */
export async function configuredUrls(request: APIRequestContext): Promise<{ shopUrl?: string; loginUrl?: string }> {
  const res = await request.get('/api/globals/site-settings?depth=0')
  const cms = res.ok() ? ((await res.json()) as { shop_url?: string | null; login_url?: string | null }) : {}
  const http = (v?: string | null) => (v && /^(https?:\/\/|\/)/.test(v) ? v : undefined)
  return {
    shopUrl: process.env.SHOP_URL || http(cms.shop_url),
    loginUrl: process.env.LOGIN_URL || http(cms.login_url),
  }
}
