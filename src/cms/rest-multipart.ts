type RestHandler<Context> = (request: Request, context: Context) => Promise<Response>

/**
 * Payload's REST answers a multipart body it cannot parse (no boundary, a truncated body, JSON sent
 * as multipart) with a 500 "An unknown error occurred" (the fuzz found it on every collection).
 * Such a body is the client's mistake: read it here first and answer 400 in Payload's error shape;
 * a readable one goes to Payload unchanged. Only the admin uploads files this way.
 */
export function readableMultipart<Context>(handler: RestHandler<Context>): RestHandler<Context> {
  return async (request, context) => {
    const type = request.headers.get('content-type') ?? ''
    if (!/^multipart\/form-data/i.test(type) || !request.body) return handler(request, context)
    const bytes = new Uint8Array(await request.arrayBuffer())
    try {
      await new Response(bytes, { headers: { 'content-type': type } }).formData()
    } catch {
      return Response.json({ errors: [{ message: 'The multipart/form-data body could not be read' }] }, { status: 400, headers: { 'Cache-Control': 'no-store' } })
    }
    return handler(new Request(request.url, { method: request.method, headers: request.headers, body: bytes }), context)
  }
}
