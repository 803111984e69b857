import * as z from 'zod/mini'
import type { Dictionary } from '@/i18n/en'

/**
 * Field rules shared by the public forms, in the browser (react-hook-form) and on the server
 * (src/lib/api/submissions): one definition, so both sides agree on every rule. zod/mini keeps the
 * forms' client bundle small. Messages come from the dictionary of the page's language; the API
 * answers with the English ones.
 */
export type FormText = Dictionary['forms']

/** A trimmed text that must not be empty and must fit `max` characters. */
export const requiredText = (required: string, t: FormText, max: number) =>
  z.pipe(
    z.string({ error: required }).check(z.trim()),
    z.string().check(z.minLength(1, { error: required }), z.maxLength(max, { error: t.tooLong(max) })),
  )

export const emailField = (t: FormText) =>
  z.pipe(
    z.string({ error: t.emailRequired }).check(z.trim()),
    z.string().check(
      z.minLength(1, { error: t.emailRequired }),
      z.maxLength(254, { error: t.tooLong(254) }),
      z.email({ error: t.emailInvalid }),
    ),
  )

/** An ISO 3166 code from the languages-and-countries list; the placeholder (empty) is no choice. */
export const countryField = (t: FormText, isCountry: (code: string) => boolean) =>
  z.string({ error: t.countryRequired }).check(z.refine((code) => isCountry(code), { error: t.countryRequired }))

/**
 * The phone number as typed after the country's dial code: digits with spaces, dashes, dots or
 * brackets, 4 to 15 digits in all (the E.164 maximum).
 */
export const phoneField = (t: FormText) =>
  z.pipe(
    z.string({ error: t.phoneRequired }).check(z.trim()),
    z.string().check(
      z.minLength(1, { error: t.phoneRequired }),
      z.maxLength(30, { error: t.phoneInvalid }),
      z.refine((phone) => /^\+?[\d\s().-]+$/.test(phone) && digitCount(phone) >= 4 && digitCount(phone) <= 15, { error: t.phoneInvalid }),
    ),
  )

const digitCount = (phone: string) => phone.replace(/\D/g, '').length

/** A box that must be ticked (the agreement, the privacy consent). */
export const mustAgree = (message: string) => z.literal(true, { error: message })

/**
 * The number as stored: the country's dial code before what was typed (without a trunk zero),
 * unless the visitor already typed an international number.
 */
export function internationalPhone(dialCode: string, phone: string): string {
  const typed = phone.trim()
  if (typed.startsWith('+') || !dialCode) return typed
  return `${dialCode} ${typed.replace(/^0+/, '')}`
}

/** Who sends a form (the contact and CV forms, whose PersonFields show these): name, email, country and phone. */
export const personRules = (t: FormText, isCountry: (code: string) => boolean) => ({
  name: requiredText(t.nameRequired, t, 100),
  email: emailField(t),
  country: countryField(t, isCountry),
  phone: phoneField(t),
})
