import type { CollectionSlug, Endpoint, PayloadRequest } from 'payload'
import { DEFAULT_COUNTRY, DEFAULT_LOCALE } from '@/config/variant'
import { createContent, roleOf } from '../access/roles'

type Row = Record<string, unknown>

const answer = (status: number, message: string, data?: Row) => Response.json({ errors: [{ message, ...(data ? { data } : {}) }] }, { status })

async function bodyOf(req: PayloadRequest): Promise<Row> {
  try {
    const body: unknown = await req.json?.()
    return body && typeof body === 'object' ? (body as Row) : {}
  } catch {
    return {}
  }
}

/**
 * POST /api/<collection>/:id/market-override {country}: a market's own copy of a GLOBAL document
 * (an override starts from a copy of the GLOBAL record). The copy is a draft of the
 * document's latest version, every language included, under the same key; it is made through the Local
 * API as the requesting user, so the access rules and role guards of an ordinary create apply too.
 * Answers 201 {doc: {id}}; 400 for a source that is not GLOBAL or a country that is not a market;
 * 403 when the user may not create content in that market; 409 {id} when the market has its copy already.
 */
export const marketOverrideEndpoint = (key: string): Endpoint => ({
  path: '/:id/market-override',
  method: 'post',
  handler: async (req) => {
    const collection = String(req.routeParams?.collection) as CollectionSlug
    const id = String(req.routeParams?.id ?? '')
    if (!req.user) return answer(401, 'Log in to create a market override.')
    if (roleOf(req) === 'translator') return answer(403, 'Translators translate records; an editor or a market editor creates market overrides.')

    const country = (await bodyOf(req)).country
    if (typeof country !== 'string' || !country || country === DEFAULT_COUNTRY) return answer(400, 'Choose the market the override is for.')
    const market = await req.payload.find({ collection: 'markets', where: { code: { equals: country } }, limit: 1, depth: 0, overrideAccess: true, req })
    if (!market.docs.length) return answer(400, `${country} is not a market: an admin adds it under Settings › Markets first.`)
    if ((await createContent({ req, data: { country } })) !== true) return answer(403, `You do not create content for ${country}.`)

    if (req.payload.db.defaultIDType === 'number' && !Number.isSafeInteger(Number(id))) return answer(404, 'Not Found')
    const asUser = { collection, depth: 0, draft: true, overrideAccess: false, user: req.user, req } as const
    const source = (await req.payload.findByID({ ...asUser, id, locale: DEFAULT_LOCALE, disableErrors: true, select: { country: true, [key]: true } as never })) as Row | null
    if (!source) return answer(404, 'Not Found')
    if (source.country !== DEFAULT_COUNTRY) return answer(400, `Only a ${DEFAULT_COUNTRY} record is copied for a market; this one belongs to ${String(source.country)}.`)

    const sameKey = key === 'country' ? {} : { [key]: { equals: source[key] } }
    // The stored rows, drafts among them, as the unique index on [key, country] sees them.
    const existing = await req.payload.find({ ...asUser, draft: false, where: { ...sameKey, country: { equals: country } }, limit: 1, select: { country: true } })
    if (existing.docs[0]) return answer(409, `${country} has its own record already.`, { id: existing.docs[0].id })

    // Payload's own duplicate: the latest version in every language, array and block rows under new ids,
    // the data given applied on top, access and hooks as for a create by this user, in one transaction.
    const created = await req.payload.duplicate({ ...asUser, id, locale: DEFAULT_LOCALE, data: { country, _status: 'draft' } as never, select: { country: true } })
    return Response.json({ doc: { id: created.id } }, { status: 201 })
  },
})
