import { z } from 'zod'
import { getPayloadClient } from '@/data/payload'

/** The body of POST /dmc-apis/newsletter_subscription: `{"data":{"email":"…"}}`. */
export const newsletterBody = z.object(
  {
    data: z.object(
      {
        email: z
          .string({ error: 'data.email is required' })
          .trim()
          .toLowerCase()
          .max(254, 'The email address is too long')
          .pipe(z.email('Enter a valid email address')),
      },
      { error: 'The body must look like {"data":{"email":"you@example.com"}}' },
    ),
  },
  { error: 'The body must look like {"data":{"email":"you@example.com"}}' },
)

/**
 * Stores a sign-up, or nothing when the address is already subscribed. The unique index on `email`
 * is the only arbiter of duplicates, so concurrent identical requests store exactly one row: every
 * loser's insert fails, and an address that exists after a failed insert counts as signed up.
 */
export async function subscribeToNewsletter(email: string): Promise<void> {
  const payload = await getPayloadClient()
  try {
    await payload.create({
      collection: 'newsletter-subscribers',
      data: { email, source: 'website' },
      depth: 0,
      overrideAccess: true,
      // A single insert needs no transaction; committing at once also lets losers see the winner's row.
      disableTransaction: true,
    })
  } catch (error) {
    const { totalDocs } = await payload.count({
      collection: 'newsletter-subscribers',
      where: { email: { equals: email } },
      overrideAccess: true,
    })
    if (totalDocs === 0) throw error
  }
}
