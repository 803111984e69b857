import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { readableMultipart } from '@/cms/rest-multipart'
import { boundedQueries } from '@/cms/rest-query-bounds'

export const GET = boundedQueries(REST_GET(config), config)
export const POST = boundedQueries(readableMultipart(REST_POST(config), config), config)
export const DELETE = REST_DELETE(config)
export const PATCH = readableMultipart(REST_PATCH(config), config)
export const PUT = readableMultipart(REST_PUT(config), config)
export const OPTIONS = REST_OPTIONS(config)

/**
 * Payload answers only the verbs it has endpoints for, which would make a HEAD on an upload (a link checker, a
 * download manager) a 404 for a file that exists. HEAD is the GET's answer without its body.
 */
export async function HEAD(request: Request, context: Parameters<typeof GET>[1]) {
  const response = await GET(new Request(request.url, { method: 'GET', headers: request.headers }), context)
  await response.body?.cancel()
  return new Response(null, { status: response.status, statusText: response.statusText, headers: response.headers })
}
