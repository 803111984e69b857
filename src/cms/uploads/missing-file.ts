import { stat } from 'node:fs/promises'
import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { storageSettings } from '@/site.config'

type UploadHandler = NonNullable<Exclude<CollectionConfig['upload'], boolean | undefined>['handlers']>[number]

/**
 * Payload answers a file that is missing from the local disk with a 500 (on purpose, to match its
 * error shape), which would make every made-up address under /api/media/file/… a server error, and
 * next/image relays it as one. This handler runs first and answers 404 instead; a file
 * that exists, a name that leaves the folder (Payload answers 400) and S3 storage (whose own handler
 * answers) go on unchanged.
 */
export function missingLocalFileIs404(staticDir: string): UploadHandler {
  // Payload's type wants Promise<Response> or Promise<void>; "a Response or nothing" is what it reads.
  const handler = async (_req: unknown, { params }: { params: { filename: string } }): Promise<Response | undefined> => {
    if (storageSettings().s3.bucket) return undefined
    const dir = path.resolve(staticDir)
    const file = path.resolve(dir, params.filename)
    if (!file.startsWith(dir + path.sep)) return undefined
    try {
      await stat(file)
      return undefined
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') return undefined
      return Response.json({ errors: [{ message: 'No file of that name' }] }, { status: 404, headers: { 'Cache-Control': 'no-store' } })
    }
  }
  return handler as UploadHandler
}
