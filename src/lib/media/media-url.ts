import { MEDIA_FILE_PATH } from '@/config/images'

/**
 * Payload builds upload URLs from serverURL (SITE_URL), so they come back absolute. Files served by
 * this app itself are turned back into site paths, which next/image optimises as local images
 * whatever host name the site runs under; files on other hosts (S3, a CDN) are left as they are.
 */
const OWN_FILE = new RegExp(`^https?://[^/]+(${MEDIA_FILE_PATH}/.+)$`)

/** Where Payload serves an upload's file (a bucket's `prefix` rides along in the query, as in Payload's own URLs). */
export function mediaFilePath(filename: string, prefix?: string | null): string {
  return `${MEDIA_FILE_PATH}/${encodeURIComponent(filename)}${prefix ? `?prefix=${encodeURIComponent(prefix)}` : ''}`
}

export function mediaSrc(url: string): string {
  return url.match(OWN_FILE)?.[1] ?? url
}
