import type { Access, FieldAccess, PayloadRequest, Where } from 'payload'

/**
 * The people who keep the site current:
 * - admin: everything, users and settings (markets, site settings) included; the only role that reads
 *   private submissions (contact messages, CVs, newsletter subscribers).
 * - editor: all content of every market, navigation and media; no users, settings or submissions.
 * - marketEditor: creates, edits, publishes and deletes content of the markets assigned to them, and
 *   only those: never GLOBAL, which every market falls back to.
 * - translator: edits localized fields only, in the languages assigned (../hooks/role-guards.ts); never
 *   publishes or unpublishes (../hooks/publish-guard.ts).
 */
export const ROLES = ['admin', 'editor', 'marketEditor', 'translator'] as const
export type Role = (typeof ROLES)[number]

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Admin',
  editor: 'Editor',
  marketEditor: 'Market editor',
  translator: 'Translator',
}

/** What the JWT carries (the user fields are `saveToJWT`), so access checks need no database read. */
export type Editor = { id: number | string; role?: Role | null; markets?: string[] | null; languages?: string[] | null }

export const editorOf = (req: Pick<PayloadRequest, 'user'>): Editor | null => (req.user as Editor | null) ?? null

/** Accounts made before roles existed, and any without one, are editors (the field's default). */
export const roleOf = (req: Pick<PayloadRequest, 'user'>): Role | null => {
  const user = editorOf(req)
  return user ? (user.role ?? 'editor') : null
}

export const marketsOf = (req: Pick<PayloadRequest, 'user'>): string[] => editorOf(req)?.markets ?? []
export const languagesOf = (req: Pick<PayloadRequest, 'user'>): string[] => editorOf(req)?.languages ?? []

const is =
  (...roles: Role[]) =>
  (req: Pick<PayloadRequest, 'user'>) => {
    const role = roleOf(req)
    return role !== null && roles.includes(role)
  }

export const isAdmin = is('admin')
/** Admins and editors: every market's content. */
export const editsAllContent = is('admin', 'editor')

export const adminOnly: Access = ({ req }) => isAdmin(req)
export const adminOnlyField: FieldAccess = ({ req }) => isAdmin(req)
export const contentEditors: Access = ({ req }) => editsAllContent(req)

/** Documents of the given markets; an empty list matches nothing (`in: []` would match nothing too, but not in every adapter). */
const inMarkets = (markets: string[]): Where | false => (markets.length ? { country: { in: markets } } : false)

/**
 * Create: admins and editors anywhere; a market editor in their markets only (Payload asks without data to
 * decide whether to show "Create new": yes when they have a market at all).
 */
export const createContent: Access = ({ req, data }) => {
  if (editsAllContent(req)) return true
  if (roleOf(req) !== 'marketEditor') return false
  const markets = marketsOf(req)
  const country = (data as { country?: unknown } | undefined)?.country
  return country === undefined ? markets.length > 0 : markets.includes(String(country))
}

/** Update: admins and editors; market editors their markets' documents; translators any (their hook limits what changes). */
export const updateContent: Access = ({ req }) => {
  if (editsAllContent(req) || roleOf(req) === 'translator') return true
  if (roleOf(req) === 'marketEditor') return inMarkets(marketsOf(req))
  return false
}

/** Who may publish or unpublish a record of `country`: admins and editors anywhere, a market editor in their markets. */
export const mayPublish = (req: Pick<PayloadRequest, 'user'>, country: string): boolean =>
  editsAllContent(req) || (roleOf(req) === 'marketEditor' && marketsOf(req).includes(country))

/** Whether the role publishes anywhere at all (a save of many records cannot be judged one by one). */
export const publishesSomewhere = (req: Pick<PayloadRequest, 'user'>): boolean =>
  editsAllContent(req) || (roleOf(req) === 'marketEditor' && marketsOf(req).length > 0)

export const deleteContent: Access = ({ req }) => {
  if (editsAllContent(req)) return true
  if (roleOf(req) === 'marketEditor') return inMarkets(marketsOf(req))
  return false
}

/** Access for the roles named, whatever the document (navigation, media). */
export const allowRoles =
  (...roles: Role[]): Access =>
  ({ req }) =>
    is(...roles)(req)


/** An admin reads every account; anyone else their own. */
export const selfOrAdmin: Access = ({ req }) => {
  const user = editorOf(req)
  if (!user) return false
  return isAdmin(req) ? true : { id: { equals: user.id } }
}
