/** The REST contract under /dmc-apis: see endpoints.ts for how to declare an endpoint. */
export { dataEndpoint, detailEndpoint, listEndpoint, type ListItem } from './endpoints'
export { listWithin, searchEndpoint, wholeList } from './content-endpoints'
export { ApiError, badRequest, notFoundError, serviceUnavailable, withApiErrors, errorResponse } from '@/lib/api/errors'
export { filterParams, intParam, requiredSlugParam, slugParam, paginationShape, parseQuery, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE } from '@/lib/api/query'
export { CONTENT_CACHE, STATIC_CACHE, cacheControl, itemResponse, listResponse, listMeta, type CachePolicy } from '@/lib/api/responses'
export { parseJsonBody } from '@/lib/api/body'
export { clientIp, formLimit, formRateLimit, newsletterLimit, pressKitLimit, rateLimit, shareCountLimit, tooManyRequests, type RateLimitResult } from './rate-limit'
