import { fileTypeFromBuffer } from 'file-type'

/** The largest CV we accept, and the multipart body around it (the other fields are a few hundred bytes). */
export const MAX_CV_BYTES = 5 * 1024 * 1024
export const MAX_CV_BODY_BYTES = MAX_CV_BYTES + 64 * 1024

const PDF = 'application/pdf'
const DOC = 'application/msword'
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'

/** What the cv-submissions collection stores: PDF, Word 97–2003 (.doc) and Word (.docx). */
export const CV_MIME_TYPES = [PDF, DOC, DOCX] as const

export type CvFileType = { mime: (typeof CV_MIME_TYPES)[number]; ext: 'pdf' | 'doc' | 'docx' }

/**
 * Tells a CV's type from its bytes, never from its name or the browser's claim. file-type knows
 * PDF and DOCX (a ZIP whose parts are a Word document). A .doc is an OLE compound file, which
 * file-type reports only as `cfb` (Excel and Outlook files are compound files too), so a `cfb`
 * counts as a Word document only when its directory names the `WordDocument` stream.
 */
export async function detectCvType(bytes: Uint8Array): Promise<CvFileType | undefined> {
  const type = await fileTypeFromBuffer(bytes)
  if (type?.ext === 'pdf') return { mime: PDF, ext: 'pdf' }
  if (type?.ext === 'docx') return { mime: DOCX, ext: 'docx' }
  if (type?.ext === 'cfb' && hasWordStream(bytes)) return { mime: DOC, ext: 'doc' }
  return undefined
}

/** Compound-file directory entries store their names in UTF-16LE. */
const WORD_STREAM = Buffer.from('WordDocument', 'utf16le')

function hasWordStream(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(WORD_STREAM)
}
