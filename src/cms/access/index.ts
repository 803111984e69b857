import type { Access, FieldAccess } from 'payload'

/** Logged-in editors only. Visitors never have a user. */
export const authenticated: Access = ({ req }) => Boolean(req.user)

export const authenticatedField: FieldAccess = ({ req }) => Boolean(req.user)

export const anyone: Access = () => true

/** Editors see drafts; visitors see published documents only. */
export const publishedOrAuthenticated: Access = ({ req }) => {
  if (req.user) return true
  return { _status: { equals: 'published' } }
}

/**
 * Admins only (users with role `admin`): private submissions such as contact messages and CVs.
 * A minimal role check; the editors' roles are built out later.
 */
export const adminOnly: Access = ({ req }) => (req.user as { role?: string } | null)?.role === 'admin'

export const adminOnlyField: FieldAccess = ({ req }) => (req.user as { role?: string } | null)?.role === 'admin'
