import { getPayload, type Payload } from 'payload'

/**
 * The one Payload Local API client; Payload itself memoises the instance per process.
 * The config is imported on first use: imported statically here, it would be bundled into every
 * route's server chunk that reads data, and each route would load its own copy of the whole CMS
 * schema (a test server ran out of its 320 MB heap so).
 */
export async function getPayloadClient(): Promise<Payload> {
  const { default: config } = await import('@payload-config')
  return getPayload({ config })
}
