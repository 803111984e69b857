import { routes } from '@/routes'

/**
 * The four trade sections of the spec's trade record, with the page each has under /trade-landing.
 * The landing page's tradeSection blocks hold their copy; a section page's block names its key only.
 */
export const TRADE_SECTIONS = {
  premium_retailers: routes.tradeFor.premiumRetailers,
  fine_food_and_gourmet: routes.tradeFor.gourmetStores,
  high_quality_casual_dining: routes.tradeFor.casualDining,
  fine_dining: routes.tradeFor.fineDining,
} as const

export type TradeSectionKey = keyof typeof TRADE_SECTIONS

export const TRADE_SECTION_KEYS = Object.keys(TRADE_SECTIONS) as TradeSectionKey[]

/**
 * The contact page with the enquiry's subject in its query. The contact form does not read it yet
 * (see HANDOFF.md); the link still leads to the form.
 */
export function tradeEnquiryHref(subject: string): string {
  return `${routes.contact}?${new URLSearchParams({ subject }).toString()}`
}
