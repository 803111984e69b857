'use client'
import { useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'
import type { MarketOption } from './market-options'
import { say } from './words/component-words'

type Props = { apiRoute: string; adminRoute: string; collection: string; id: number | string; markets: MarketOption[] }

/** "Give a market its own version [select] [button]": copies this record for all countries for a market (../market-override/endpoint.ts) and opens the copy. */
export function CreateOverride({ apiRoute, adminRoute, collection, id, markets }: Props) {
  const router = useRouter()
  const { t } = useTranslation()
  const selectId = useId()
  const [country, setCountry] = useState(markets[0]?.code ?? '')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function create() {
    setBusy(true)
    setError(null)
    try {
      const response = await fetch(`${apiRoute}/${collection}/${id}/market-override`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ country }),
      })
      const json = (await response.json().catch(() => ({}))) as { doc?: { id: number | string }; errors?: { message?: string; data?: { id?: number | string } }[] }
      const target = json.doc?.id ?? (response.status === 409 ? json.errors?.[0]?.data?.id : undefined)
      if ((response.status === 201 || response.status === 409) && target !== undefined) {
        router.push(`${adminRoute}/collections/${collection}/${target}`)
        return
      }
      setError(json.errors?.[0]?.message ?? say(t, 'copyFailed', { status: response.status }))
    } catch {
      setError(say(t, 'copyNoAnswer'))
    }
    setBusy(false)
  }

  return (
    // Not a <form>: this sits inside the document's form, and a nested form's button would save the document.
    <div className="market-overrides__form" role="group" aria-label={say(t, 'giveMarketOwnVersion')}>
      <label htmlFor={selectId}>{say(t, 'giveMarketOwnVersion')}</label>
      <select id={selectId} value={country} onChange={(event) => setCountry(event.target.value)} disabled={busy}>
        {markets.map((market) => (
          <option key={market.code} value={market.code}>
            {market.name} ({market.code})
          </option>
        ))}
      </select>
      <button type="button" className="btn btn--style-secondary btn--size-small" onClick={create} disabled={busy || !country} aria-busy={busy}>
        {busy ? say(t, 'copying') : say(t, 'copyForMarket')}
      </button>
      <p role="alert">{error}</p>
    </div>
  )
}
