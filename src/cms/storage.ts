import { s3Storage } from '@payloadcms/storage-s3'

/**
 * Media files on S3-compatible storage when S3_BUCKET is set (several app instances then share
 * one media store); otherwise on the local disk under MEDIA_DIR. Files are still served through
 * Payload at /api/media/file/…, so access rules and next/image keep working unchanged.
 *
 * The plugin is always registered, with its `prefix` field always in the schema, so both modes
 * run on the same database schema and the same committed migrations.
 */
export function mediaStorage() {
  const bucket = process.env.S3_BUCKET
  const accessKeyId = process.env.S3_ACCESS_KEY_ID
  const secretAccessKey = process.env.S3_SECRET_ACCESS_KEY
  return s3Storage({
    enabled: Boolean(bucket),
    alwaysInsertFields: true,
    bucket: bucket ?? '',
    collections: { media: process.env.S3_PREFIX ? { prefix: process.env.S3_PREFIX } : true },
    config: {
      region: process.env.S3_REGION || 'us-east-1',
      endpoint: process.env.S3_ENDPOINT || undefined,
      // MinIO, Ceph and most non-AWS services address buckets by path.
      forcePathStyle: process.env.S3_FORCE_PATH_STYLE === 'true',
      // Without keys the AWS SDK's default chain applies (instance roles, AWS_* variables).
      credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    },
  })
}
