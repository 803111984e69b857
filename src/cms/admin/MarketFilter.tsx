import Link from 'next/link'
import type { BeforeListTableServerProps } from 'payload'
import { ALL_COUNTRIES } from '@/config/countries'
import { DEFAULT_COUNTRY } from '@/config/variant'
import { currentMarketFilter, marketFilterHref, type SearchParams } from './market-filter'
import { marketOptions } from './market-options'
import { say } from './words/component-words'

/**
 * Above every content collection's list: one link per market (and the records for all countries, and no filter) that
 * filters the list by country, keeping its other parameters. Payload's filter does the same in four clicks.
 */
export async function MarketFilter({ payload, searchParams = {}, i18n }: BeforeListTableServerProps) {
  const params = searchParams as SearchParams
  const language = i18n.language === 'de' ? 'de' : 'en'
  const markets = await marketOptions(payload, language)
  const current = currentMarketFilter(params)
  const links = [
    { label: say(i18n.t, 'anyMarket'), country: null, isCurrent: current.kind === 'all' },
    ...[{ code: DEFAULT_COUNTRY, name: ALL_COUNTRIES[language] }, ...markets].map(({ code, name }) => ({
      label: code === DEFAULT_COUNTRY || code === name ? name : `${name} (${code})`,
      country: code,
      isCurrent: current.kind === 'market' && current.country === code,
    })),
  ]
  return (
    <nav className="market-filter" aria-label={say(i18n.t, 'marketFilterLabel')}>
      <span className="market-filter__label">{say(i18n.t, 'marketFilterHeading')}</span>
      <ul className="market-filter__list">
        {links.map(({ label, country, isCurrent }) => (
          <li key={country ?? 'all'}>
            <Link href={marketFilterHref(params, country)} aria-current={isCurrent ? 'page' : undefined} className="market-filter__link">
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
