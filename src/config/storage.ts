import { envFlag, envInt, envString } from './env'

/** Where uploads live: an S3-compatible bucket when S3_BUCKET is set, otherwise MEDIA_DIR on disk. */
export function storageSettings() {
  return {
    mediaDir: envString('MEDIA_DIR') ?? 'media',
    /** The largest upload the media library takes (MEDIA_MAX_UPLOAD_MB, default 20). */
    maxUploadBytes: envInt('MEDIA_MAX_UPLOAD_MB', 20, { min: 1 }) * 1024 * 1024,
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
