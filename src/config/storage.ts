import { envFlag, envInt, envString } from './env'

/**
 * Where uploads live: an S3-compatible bucket when S3_BUCKET is set, otherwise MEDIA_DIR on disk. Private uploads
 * (CVs) go to `private-uploads/` beside MEDIA_DIR, never inside it. Either way files are served through Payload
 * (`/api/…/file/…`), which checks access, so keep the bucket private.
 */
export function storageSettings() {
  return {
    mediaDir: envString('MEDIA_DIR') ?? 'media',
    /** The largest file the media library takes (MB); a larger upload is refused with a 413 naming both sizes. */
    maxUploadBytes: envInt('MEDIA_MAX_UPLOAD_MB', 20, { min: 1 }) * 1024 * 1024,
    /**
     * The bucket: its region, endpoint (set it and S3_FORCE_PATH_STYLE=true for MinIO and similar), a key prefix,
     * and credentials (unset: the AWS default credential chain).
     * @default S3_ENDPOINT AWS
     */
    s3: {
      bucket: envString('S3_BUCKET'),
      prefix: envString('S3_PREFIX'),
      region: envString('S3_REGION') ?? 'us-east-1',
      endpoint: envString('S3_ENDPOINT'),
      forcePathStyle: envFlag('S3_FORCE_PATH_STYLE', false),
      accessKeyId: envString('S3_ACCESS_KEY_ID'),
      secretAccessKey: envString('S3_SECRET_ACCESS_KEY'),
    },
  }
}

/**
 * The collections that take uploads (Payload's `upload`): only a create or an update of one of them, by a
 * signed-in user allowed to, may send a body larger than API_MAX_BODY_MB (src/lib/http/body-limit.ts).
 * tests/int/front-gate.test.ts checks the list against the Payload config.
 */
export const UPLOAD_COLLECTIONS: readonly string[] = ['media', 'cv-submissions']
