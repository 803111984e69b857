/**
 * Whole minutes to wait before sending again, from a 503's or 429's Retry-After (seconds, or an
 * HTTP date); one minute when the header is missing or unreadable.
 */
export function retryMinutes(response: Response, now = Date.now()): number {
  const value = response.headers.get('retry-after')?.trim() ?? ''
  const seconds = /^\d+$/.test(value) ? Number(value) : (Date.parse(value) - now) / 1000
  return Number.isFinite(seconds) && seconds > 60 ? Math.min(60, Math.ceil(seconds / 60)) : 1
}
