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
