import S3rver from '@20minutes/s3rver'

/** s3rver's built-in account: it checks request signatures against these keys. */
export const BUCKET_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }

/**
 * An S3-compatible server (s3rver: pure JavaScript, objects kept as files in `directory`) with one
 * empty bucket, listening on 127.0.0.1:port in this process. Resolves once it accepts requests.
 */
export async function startBucketServer({ port, directory, bucket }: { port: number; directory: string; bucket: string }) {
  const server = new S3rver({ address: '127.0.0.1', port, directory, silent: true, configureBuckets: [{ name: bucket }] })
  await server.run()
  return { endpoint: `http://127.0.0.1:${port}`, close: () => server.close() }
}
