import type { CollectionConfig } from 'payload'
import { adminOnly } from '../access'

/**
 * Fixed-window counters for public POST endpoints, kept in the database so that every
 * app instance behind the load balancer shares them (no process-local state).
 */
export const RateLimits: CollectionConfig = {
  slug: 'rate-limits',
  admin: { hidden: true },
  access: { read: adminOnly, create: () => false, update: () => false, delete: adminOnly },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, index: true },
    { name: 'count', type: 'number', required: true, defaultValue: 0 },
    { name: 'windowStart', type: 'number', required: true },
  ],
}
