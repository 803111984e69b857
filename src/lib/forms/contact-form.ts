import * as z from 'zod/mini'
import { mustAgree, personRules, requiredText, type FormText } from './field-rules'

/** The longest subject; a link that pre-fills one (?subject=) is cut to it. */
export const SUBJECT_MAX = 150

/** The contact form (POST /dmc-apis/contact-us-submits), checked in the browser and again on the server. */
export function contactSchema(t: FormText, isCountry: (code: string) => boolean) {
  return z.object({
    ...personRules(t, isCountry),
    subject: requiredText(t.subjectRequired, t, SUBJECT_MAX),
    message: requiredText(t.messageRequired, t, 5000),
    agreement: mustAgree(t.agreementRequired),
  })
}

export type ContactValues = z.infer<ReturnType<typeof contactSchema>>
