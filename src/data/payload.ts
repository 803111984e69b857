import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The one Payload Local API client; Payload itself memoises the instance per process. */
export async function getPayloadClient(): Promise<Payload> {
  return getPayload({ config })
}
