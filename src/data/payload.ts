import { getPayload, type Payload } from 'payload'

/**
 * The one Payload Local API client; Payload itself memoises the instance per process.
 * The config is imported on first use, not at module load: collections import blocks, blocks
 * that list items import this data layer, and a static import of the config here would close that
 * circle (whichever module loads first would see the others half-initialised).
 */
export async function getPayloadClient(): Promise<Payload> {
  const { default: config } = await import('@payload-config')
  return getPayload({ config })
}
