import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { storageSettings } from '@/site.config'
import { allSizeNames } from './names'

/** Folder (or key segment) beside the originals that holds each picture's sizes: `_sizes/{file name}/828.webp`. */
const SIZES = '_sizes'
/** Written after every size of a picture: its sizes are complete. */
const COMPLETE = 'complete'

/**
 * Where an upload's original and its made sizes are kept: beside each other, on the local disk (MEDIA_DIR)
 * or in the S3 bucket, as the media collection stores its files (src/cms/storage.ts).
 */
export interface PictureStore {
  readOriginal(file: string): Promise<Buffer | null>
  read(file: string, name: string): Promise<Buffer | null>
  write(file: string, name: string, data: Buffer): Promise<void>
  remove(file: string): Promise<void>
}

export const completeMarker = COMPLETE

function localStore(mediaDir: string): PictureStore {
  const root = path.resolve(mediaDir)
  const sizesOf = (file: string) => path.join(root, SIZES, file)
  const readOrNull = (file: string) => readFile(file).catch((error: NodeJS.ErrnoException) => (error.code === 'ENOENT' || error.code === 'ENOTDIR' ? null : Promise.reject(error)))
  return {
    readOriginal: (file) => readOrNull(path.join(root, file)),
    read: (file, name) => readOrNull(path.join(sizesOf(file), name)),
    async write(file, name, data) {
      await mkdir(sizesOf(file), { recursive: true })
      // Written aside, then renamed: a reader (or another instance) never sees half a file.
      const temporary = path.join(sizesOf(file), `.${name}.${process.pid}.${Math.random().toString(36).slice(2)}`)
      await writeFile(temporary, data)
      await rename(temporary, path.join(sizesOf(file), name))
    },
    remove: (file) => rm(sizesOf(file), { recursive: true, force: true }),
  }
}

function s3Store(settings: ReturnType<typeof storageSettings>['s3']): PictureStore {
  const { bucket, prefix, region, endpoint, forcePathStyle, accessKeyId, secretAccessKey } = settings
  const client = new S3Client({ region, endpoint, forcePathStyle, credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined })
  const key = (...parts: string[]) => [prefix, ...parts].filter(Boolean).join('/')
  async function get(objectKey: string): Promise<Buffer | null> {
    try {
      const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey }))
      return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null
    } catch (error) {
      if ((error as { name?: string }).name === 'NoSuchKey' || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return null
      throw error
    }
  }
  return {
    readOriginal: (file) => get(key(file)),
    read: (file, name) => get(key(SIZES, file, name)),
    async write(file, name, data) {
      const contentType = name.endsWith('.jpg') ? 'image/jpeg' : name.endsWith('.webp') ? 'image/webp' : 'text/plain'
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key(SIZES, file, name), Body: data, ContentType: contentType }))
    },
    async remove(file) {
      // Every name a size can have, one by one (deleting a missing key is no error): no listing, and not every
      // S3-compatible store takes a batch delete.
      for (const name of [...allSizeNames(), COMPLETE]) await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key(SIZES, file, name) }))
    },
  }
}

let store: PictureStore | undefined

/** The store of this deployment (S3 when S3_BUCKET is set), made once. */
export function pictureStore(): PictureStore {
  if (store) return store
  const settings = storageSettings()
  store = settings.s3.bucket ? s3Store(settings.s3) : localStore(settings.mediaDir)
  return store
}
