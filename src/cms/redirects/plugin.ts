import { redirectsPlugin } from '@payloadcms/plugin-redirects'
import type { Field, PayloadRequest, TextField } from 'payload'
import { fromProblem, normaliseFrom, targetPath, toProblem } from '@/lib/routing/redirect-rules'
import { authenticated, contentEditors } from '../access'
import { revalidateListHooks } from '../hooks/revalidate'

type StoredRedirect = { id: number | string; from?: string | null; to?: { url?: string | null } | null }

/** Every other redirect, to keep them from chaining (and so from looping): an editor's save, a few thousand at most. */
async function otherRedirects(req: PayloadRequest, id: unknown): Promise<StoredRedirect[]> {
  const { docs } = await req.payload.find({ collection: 'redirects', depth: 0, pagination: false, req, overrideAccess: true, select: { from: true, to: true } })
  return (docs as StoredRedirect[]).filter((doc) => String(doc.id) !== String(id ?? ''))
}

const fromField: TextField = {
  name: 'from',
  type: 'text',
  required: true,
  unique: true,
  index: true,
  label: { en: 'Old address', de: 'Alte Adresse' },
  admin: {
    description: {
      en: 'The address visitors arrive at, without the domain, for example /old-page. Whatever follows a ? is kept and passed on.',
      de: 'Die Adresse, unter der Besucher ankommen, ohne Domain, zum Beispiel /alte-seite. Was nach einem ? folgt, wird weitergegeben.',
    },
  },
  hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? normaliseFrom(value) : value)] },
  validate: async (value: string | null | undefined, { req, id }: { req: PayloadRequest; id?: number | string }) => {
    const from = normaliseFrom(value ?? '')
    const problem = fromProblem(from)
    if (problem) return problem
    const leading = (await otherRedirects(req, id)).find((other) => targetPath(other.to?.url ?? '') === from)
    if (leading) return `${leading.from} already leads here. Point that redirect to the new target instead, so visitors are not sent on twice and no loop can form.`
    return true
  },
}

const toField: Field = {
  name: 'to',
  type: 'group',
  label: false,
  fields: [
    {
      name: 'url',
      type: 'text',
      required: true,
      label: { en: 'Leads to', de: 'Führt zu' },
      admin: {
        description: {
          en: 'A page of this site, for example /contact-us (a #section may follow), or a full address starting with https://.',
          de: 'Eine Seite dieser Website, zum Beispiel /contact-us (ein #Abschnitt darf folgen), oder eine vollständige Adresse mit https://.',
        },
      },
      hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? value.trim() : value)] },
      validate: async (value: string | null | undefined, { req, id, data }: { req: PayloadRequest; id?: number | string; data: Partial<{ from: string }> }) => {
        const to = (value ?? '').trim()
        const problem = toProblem(to, data?.from)
        if (problem) return problem
        const path = targetPath(to)
        const onward = path && (await otherRedirects(req, id)).find((other) => other.from === path)
        if (onward) return `${path} is itself redirected, to ${onward.to?.url}. Point this redirect straight there, so visitors are not sent on twice and no loop can form.`
        return true
      },
    },
  ],
}

/**
 * Redirects in the editors' hands (Payload's redirects plugin): an old address, where it leads and
 * whether for good (308) or for now (307). The proxy applies them from the site index, which the
 * hooks refresh on every save, so a redirect works on the next request after saving.
 */
export const siteRedirects = redirectsPlugin({
  redirectTypes: ['308', '307'],
  redirectTypeFieldOverride: {
    label: { en: 'Kind', de: 'Art' },
    defaultValue: '308',
    options: [
      { label: { en: 'Moved for good (308)', de: 'Dauerhaft umgezogen (308)' }, value: '308' },
      { label: { en: 'For now (307)', de: 'Vorübergehend (307)' }, value: '307' },
    ],
    admin: {
      description: {
        en: 'Moved for good tells search engines to list the new address instead; for now keeps the old one listed.',
        de: 'Dauerhaft lässt Suchmaschinen die neue Adresse führen; vorübergehend behält die alte.',
      },
    },
  },
  overrides: {
    labels: { singular: { en: 'Redirect', de: 'Weiterleitung' }, plural: { en: 'Redirects', de: 'Weiterleitungen' } },
    admin: {
      useAsTitle: 'from',
      defaultColumns: ['from', 'to.url', 'type', 'updatedAt'],
      group: 'Settings',
      description: {
        en: 'Old or short addresses that send visitors on to a page. A change applies to the next visitor, without a deploy.',
        de: 'Alte oder kurze Adressen, die Besucher zu einer Seite weiterschicken. Eine Änderung gilt ab dem nächsten Besuch.',
      },
      listSearchableFields: ['from', 'to.url'],
    },
    // Visitors never read or write them over the APIs; the site reads them through the data module.
    access: { read: authenticated, create: contentEditors, update: contentEditors, delete: contentEditors },
    hooks: revalidateListHooks,
    fields: ({ defaultFields }) => [fromField, toField, ...defaultFields.filter((field) => 'name' in field && field.name === 'type')],
  },
})
