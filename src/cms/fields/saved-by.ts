import type { CollectionBeforeChangeHook, TextField } from 'payload'

export const SAVED_BY_FIELD = 'savedBy'

/**
 * Who made a save, as words (the account's name, else its address): kept on the document and so in each
 * version, where the version's page shows it. A name rather than a link to the account: editors may not read
 * other accounts, and a version keeps its author after the account is deleted.
 */
export const savedByField = (): TextField => ({
  name: SAVED_BY_FIELD,
  type: 'text',
  label: 'Saved by',
  access: { read: ({ req }) => Boolean(req.user) },
  admin: { position: 'sidebar', readOnly: true, disableListFilter: true, description: 'Who saved this version; each version under Versions names its own.' },
})

/** Fills `savedBy` on every save by a person; a save without one (a seed, a script) leaves it as it was. */
export const recordSavedBy: CollectionBeforeChangeHook = ({ data, req }) => {
  const user = req.user as { name?: unknown; email?: unknown } | null | undefined
  if (!user) return data
  const name = typeof user.name === 'string' && user.name.trim() ? user.name.trim() : String(user.email ?? '')
  return { ...data, [SAVED_BY_FIELD]: name }
}
