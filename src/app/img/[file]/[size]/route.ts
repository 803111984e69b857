import { servePictureSize } from '@/lib/media/sizes/serve'

/** GET /img/{file name}/828.webp: an upload's picture at one of the site's widths (src/lib/media/sizes). */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string; size: string }> }) {
  const { file, size } = await params
  return servePictureSize(file, size)
}
