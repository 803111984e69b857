import { findGlobal } from './content'
import type { Locale } from '@/config/variant'
import type { Footer, Header, SiteSetting } from '@/payload-types'

export const getHeader = (locale: Locale) => findGlobal<Header>('header', locale)
export const getFooter = (locale: Locale) => findGlobal<Footer>('footer', locale)
export const getSiteSettings = (locale: Locale) => findGlobal<SiteSetting>('site-settings', locale)
