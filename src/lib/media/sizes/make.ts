import { decodePicture, encodeSize } from './encode'
import { sizeName, sizesToMake, type PictureSize } from './names'
import { completeMarker, pictureStore } from './store'

export type MakeResult = 'made' | 'missing' | 'not a picture'

/** Whether every size of the picture was made (its marker is written last). */
export async function hasAllSizes(file: string): Promise<boolean> {
  return (await pictureStore().read(file, completeMarker)) !== null
}

/** Makes and stores every size of an upload's picture, one after another, then marks it complete. */
export async function makeAllSizes(file: string): Promise<MakeResult> {
  const store = pictureStore()
  const original = await store.readOriginal(file)
  if (!original) return 'missing'
  const decoded = await decodePicture(original)
  // A file that is no picture (a PDF, audio) is marked too, so the sweep does not read it again.
  if (decoded) {
    for (const size of sizesToMake(decoded.info.width)) await store.write(file, sizeName(size), await encodeSize(decoded, size))
  }
  await store.write(file, completeMarker, Buffer.from(decoded ? 'sizes' : 'not a picture'))
  return decoded ? 'made' : 'not a picture'
}

/** Makes one size now (a page asked for it before the background work reached its picture), and keeps it. */
export async function makeOneSize(file: string, size: PictureSize): Promise<Buffer | null> {
  const store = pictureStore()
  const original = await store.readOriginal(file)
  const decoded = original && (await decodePicture(original))
  if (!decoded) return null
  const data = await encodeSize(decoded, size)
  await store.write(file, sizeName(size), data)
  return data
}
