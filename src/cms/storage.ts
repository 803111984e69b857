import { s3Storage } from '@payloadcms/storage-s3'
import { storageSettings } from '@/site.config'

/**
 * Media files on S3-compatible storage when S3_BUCKET is set (several app instances then share
 * one media store); otherwise on the local disk under MEDIA_DIR. Files are still served through
 * Payload at /api/media/file/…, so access rules and next/image keep working unchanged.
 *
 * The plugin is always registered, with its `prefix` field always in the schema, so both modes
 * run on the same database schema and the same committed migrations.
 */
export function mediaStorage() {
  const { bucket, prefix, region, endpoint, forcePathStyle, accessKeyId, secretAccessKey } = storageSettings().s3
  return s3Storage({
    enabled: Boolean(bucket),
    alwaysInsertFields: true,
    bucket: bucket ?? '',
    collections: {
      media: prefix ? { prefix } : true,
      // Private CVs: the same bucket under their own prefix; Payload checks admin access before serving them.
      'cv-submissions': { prefix: prefix ? `${prefix}/cv-submissions` : 'cv-submissions' },
    },
    config: {
      region,
      endpoint,
      // MinIO, Ceph and most non-AWS services address buckets by path.
      forcePathStyle,
      // Without keys the AWS SDK's default chain applies (instance roles, AWS_* variables).
      credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    },
  })
}
