import * as z from 'zod/mini'
import { mustAgree, personRules, requiredText, type FormText } from './field-rules'

/**
 * The CV form's fields (POST /dmc-apis/submit_cv), checked in the browser and again on the
 * server. The file itself is checked apart: by name and size in the browser, by content on the
 * server (src/lib/api/submissions/cv-file.ts). `country` only chooses the phone's dial code.
 */
export function cvSchema(t: FormText, isCountry: (code: string) => boolean) {
  return z.object({
    ...personRules(t, isCountry),
    position: requiredText(t.positionRequired, t, 150),
    consent: mustAgree(t.consentRequired),
  })
}

export type CvValues = z.infer<ReturnType<typeof cvSchema>>

/** What the file input accepts; the server decides by the bytes, this only guides the picker. */
export const CV_ACCEPT = '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document'
export const CV_EXTENSIONS = /\.(pdf|docx?)$/i
