import { ApiError, errorResponse } from '@/lib/api/errors'

/** Any other path under /dmc-apis: a JSON 404 in the contract's shape rather than the site's HTML page. */
const unknownEndpoint = async (request: Request) =>
  errorResponse(new ApiError(404, 'not_found', `There is no API endpoint at ${new URL(request.url).pathname}`))

export { unknownEndpoint as GET, unknownEndpoint as POST, unknownEndpoint as PUT, unknownEndpoint as PATCH, unknownEndpoint as DELETE }
