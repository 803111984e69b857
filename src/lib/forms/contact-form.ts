import * as z from 'zod/mini'
import { countryField, emailField, mustAgree, phoneField, requiredText, type FormText } from './field-rules'

/** The longest subject; a link that pre-fills one (?subject=) is cut to it. */
export const SUBJECT_MAX = 150

/** The contact form (POST /dmc-apis/contact-us-submits), checked in the browser and again on the server. */
export function contactSchema(t: FormText, isCountry: (code: string) => boolean) {
  return z.object({
    name: requiredText(t.nameRequired, t, 100),
    email: emailField(t),
    country: countryField(t, isCountry),
    phone: phoneField(t),
    subject: requiredText(t.subjectRequired, t, SUBJECT_MAX),
    message: requiredText(t.messageRequired, t, 5000),
    agreement: mustAgree(t.agreementRequired),
  })
}

export type ContactValues = z.infer<ReturnType<typeof contactSchema>>
