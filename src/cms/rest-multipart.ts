import { getPayload, type SanitizedConfig } from 'payload'
import { uploadOperation } from '@/lib/http/body-limit'
import { limits } from '@/site.config'

type RestHandler<Context> = (request: Request, context: Context) => Promise<Response>

/**
 * Payload's REST answers a multipart body it cannot parse (no boundary, a truncated body, JSON sent
 * as multipart) with a 500 "An unknown error occurred", on every collection.
 * Such a body is the client's mistake: read it here first and answer 400 in Payload's error shape;
 * a readable one goes to Payload unchanged. Only the admin uploads files this way.
 */
export function readableMultipart<Context>(handler: RestHandler<Context>, config: Promise<SanitizedConfig>): RestHandler<Context> {
  return async (request, context) => {
    const type = request.headers.get('content-type') ?? ''
    if (!/^multipart\/form-data/i.test(type) || !request.body) return handler(request, context)
    const refused = await refuseUnauthorizedUpload(request, config)
    if (refused) return refused
    const bytes = new Uint8Array(await request.arrayBuffer())
    try {
      await new Response(bytes, { headers: { 'content-type': type } }).formData()
    } catch {
      return payloadError(400, 'The multipart/form-data body could not be read')
    }
    return handler(new Request(request.url, { method: request.method, headers: request.headers, body: bytes }), context)
  }
}

/**
 * A body larger than the API limit reaches here unread only as an upload carrying credentials (the HTTP
 * gate, src/lib/http/body-limit.ts): before a byte of it is read, the credentials must be valid (401) and
 * their user allowed to create or update that collection (403), so nobody else can make the server wait
 * for, or hold, tens of megabytes.
 */
async function refuseUnauthorizedUpload(request: Request, config: Promise<SanitizedConfig>): Promise<Response | null> {
  if (Number(request.headers.get('content-length') ?? 0) <= limits.apiBodyBytes()) return null
  const upload = uploadOperation(request.method, new URL(request.url).pathname)
  if (!upload) return payloadError(413, 'The request body is larger than this API reads.')
  const payload = await getPayload({ config })
  const { user, permissions } = await payload.auth({ headers: request.headers })
  if (!user) return payloadError(401, 'Sign in to upload: the credentials sent are not valid.')
  if (!permissions.collections?.[upload.collection]?.[upload.operation]) {
    return payloadError(403, `You are not allowed to ${upload.operation} ${upload.collection}.`)
  }
  return null
}

/** Payload's error shape; the connection closes after it, so a refused client stops sending its body. */
function payloadError(status: number, message: string): Response {
  return Response.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': 'no-store', Connection: 'close' } })
}
