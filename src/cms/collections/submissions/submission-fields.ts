import type { CollectionConfig, Field } from 'payload'
import { adminOnly } from '../../access'
import { choiceField } from '../../fields/choice'

/**
 * What every private submission collection shares: only admins read, change or delete them
 * (visitors write through /dmc-apis only, which stores with overrideAccess), the admin hides
 * them from editors, and a `notification` field records whether the email about it went out.
 */
export const submissionAccess: CollectionConfig['access'] = {
  read: adminOnly,
  create: adminOnly,
  update: adminOnly,
  delete: adminOnly,
}

export const submissionAdmin = (defaultColumns: string[]): CollectionConfig['admin'] => ({
  group: 'Submissions',
  useAsTitle: 'email',
  defaultColumns: [...defaultColumns, 'notification', 'createdAt'],
  hidden: ({ user }) => (user as { role?: string } | null)?.role !== 'admin',
})

/** Stored as `pending` before the email is attempted, so a message is never lost to a mail outage. */
export const notificationField: Field = choiceField(
  'notification',
  { pending: 'Pending', sent: 'Sent', failed: 'Failed (see the server log)' },
  { defaultValue: 'pending', admin: { readOnly: true, position: 'sidebar' } },
)
