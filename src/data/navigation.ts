import { globalTag } from './cache-tags'
import { cachedRead } from './cached'
import { getPayloadClient } from './payload'
import type { Locale } from './variant'
import type { Footer, Header, SiteSetting } from '@/payload-types'

function globalReader<T>(slug: 'header' | 'footer' | 'site-settings') {
  return cachedRead(`global-${slug}`, [globalTag(slug)], async (draft, locale: Locale): Promise<T> => {
    const payload = await getPayloadClient()
    return (await payload.findGlobal({ slug, locale, fallbackLocale: 'en', depth: 1, draft })) as T
  })
}

export const getHeader = globalReader<Header>('header')
export const getFooter = globalReader<Footer>('footer')
export const getSiteSettings = globalReader<SiteSetting>('site-settings')
