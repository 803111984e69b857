import type { Endpoint } from 'payload'
import { isAdmin } from '../access'

/** A spreadsheet opens a cell that starts with = + - @ (or a tab or CR) as a formula: such values get a leading '. */
const FORMULA_START = /^[=+\-@\t\r]/

export function csvCell(value: unknown): string {
  const text = value == null ? '' : String(value)
  const safe = FORMULA_START.test(text) ? `'${text}` : text
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

export const csvRow = (values: unknown[]) => values.map(csvCell).join(',')

/**
 * GET /api/newsletter-subscribers/export.csv: every sign-up as CSV (email, source, signed up at), for
 * admins only: the addresses are personal data that editors do not see either.
 */
export const exportSubscribersCsv: Endpoint = {
  path: '/export.csv',
  method: 'get',
  handler: async (req) => {
    if (!isAdmin(req)) {
      return Response.json({ errors: [{ message: 'Only admins can export newsletter subscribers.' }] }, { status: req.user ? 403 : 401 })
    }
    const { docs } = await req.payload.find({
      collection: 'newsletter-subscribers',
      pagination: false,
      depth: 0,
      sort: 'createdAt',
      select: { email: true, source: true, createdAt: true },
      overrideAccess: true,
    })
    const lines = [csvRow(['email', 'source', 'signed_up_at']), ...docs.map((doc) => csvRow([doc.email, doc.source, doc.createdAt]))]
    const day = new Date().toISOString().slice(0, 10)
    return new Response(`${lines.join('\r\n')}\r\n`, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="newsletter-subscribers-${day}.csv"`,
        'Cache-Control': 'no-store',
      },
    })
  },
}
