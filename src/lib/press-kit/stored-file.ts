import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { storageSettings } from '@/site.config'

/** What a `media` document says about where its file is stored. */
export type StoredMedia = { filename: string; prefix?: string | null; _objectKey?: string | null }

/**
 * Reads an uploaded original through the storage the site runs on: the S3-compatible bucket when
 * S3_BUCKET is set (src/cms/storage.ts; every instance sees the same files), else MEDIA_DIR on
 * disk. Payload's own file route would do too, but a request to ourselves over HTTP is what
 * would hold a place in the server's own admission lane; this reads the store directly, with the key Payload wrote.
 */
export async function openStoredMedia(media: StoredMedia): Promise<AsyncIterable<Uint8Array>> {
  const { s3 } = storageSettings()
  if (s3.bucket) return openFromBucket(media, s3)
  return createReadStream(localPath(media))
}

/**
 * Whether the stored file is there (a file on disk, an object in the bucket): checked before a
 * download starts, so a missing original is a clear error rather than a zip cut off halfway.
 * Only the store's own "not found" means missing: a bucket that cannot be reached or refuses our
 * keys throws, so the log names the real fault instead of reporting the files as missing.
 */
export async function storedMediaExists(media: StoredMedia): Promise<boolean> {
  const { s3 } = storageSettings()
  try {
    if (s3.bucket) {
      const { HeadObjectCommand } = await import('@aws-sdk/client-s3')
      const { client, key } = await bucketObject(media, s3)
      await client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key }))
    } else {
      await stat(localPath(media))
    }
    return true
  } catch (error) {
    if (isNotFound(error)) return false
    throw error
  }
}

function isNotFound(error: unknown): boolean {
  const { code, $metadata } = (error ?? {}) as { code?: string; $metadata?: { httpStatusCode?: number } }
  return error instanceof OutsideMediaDir || code === 'ENOENT' || code === 'ENOTDIR' || $metadata?.httpStatusCode === 404
}

class OutsideMediaDir extends Error {}

function localPath(media: StoredMedia): string {
  const root = path.resolve(storageSettings().mediaDir)
  const file = path.resolve(root, media.filename)
  // A stored name never leaves the media folder; refuse one that would.
  if (!file.startsWith(root + path.sep)) throw new OutsideMediaDir(`Stored file name outside MEDIA_DIR: ${media.filename}`)
  return file
}

type S3Settings = ReturnType<typeof storageSettings>['s3']

let client: import('@aws-sdk/client-s3').S3Client | null = null

async function bucketObject(media: StoredMedia, s3: S3Settings) {
  // Loaded only where a bucket is configured: the SDK is large and most installations use the disk.
  const [{ S3Client }, { buildStoragePathData, sanitizePrefix }] = await Promise.all([
    import('@aws-sdk/client-s3'),
    import('@payloadcms/plugin-cloud-storage/utilities'),
  ])
  client ??= new S3Client({
    region: s3.region,
    endpoint: s3.endpoint,
    forcePathStyle: s3.forcePathStyle,
    credentials: s3.accessKeyId && s3.secretAccessKey ? { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } : undefined,
  })
  // The same key the storage adapter writes and serves: the document's prefix and object key, else the collection's prefix.
  const docPrefix = [sanitizePrefix(media.prefix ?? ''), sanitizePrefix(media._objectKey ?? '')].filter(Boolean).join('/')
  const { storageFilePath } = buildStoragePathData({ collectionPrefix: s3.prefix ?? '', docPrefix, filename: media.filename })
  return { client, key: storageFilePath }
}

async function openFromBucket(media: StoredMedia, s3: S3Settings): Promise<AsyncIterable<Uint8Array>> {
  const { GetObjectCommand } = await import('@aws-sdk/client-s3')
  const { client, key } = await bucketObject(media, s3)
  const object = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }))
  const body = object.Body
  if (!body) throw new Error(`Empty object in the bucket: ${key}`)
  return body instanceof Readable ? body : Readable.fromWeb(body.transformToWebStream() as import('node:stream/web').ReadableStream)
}
