import { envFlag, envString } from './env'

/** Where uploads live: an S3-compatible bucket when S3_BUCKET is set, otherwise MEDIA_DIR on disk. */
export function storageSettings() {
  return {
    mediaDir: envString('MEDIA_DIR') ?? 'media',
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
