import type { Access, FieldAccess } from 'payload'

export * from './roles'

/** Logged-in people of any role. Visitors never have a user. */
export const authenticated: Access = ({ req }) => Boolean(req.user)

export const authenticatedField: FieldAccess = ({ req }) => Boolean(req.user)

export const anyone: Access = () => true

/** People who edit see drafts; visitors see published documents only. */
export const publishedOrAuthenticated: Access = ({ req }) => {
  if (req.user) return true
  return { _status: { equals: 'published' } }
}
