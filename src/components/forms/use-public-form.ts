import { zodResolver } from '@hookform/resolvers/zod'
import { useMemo, useState } from 'react'
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form'
import type { ZodMiniType } from 'zod/mini'
import { notify } from '@/components/shell/chrome/notify'
import { useDictionary } from '@/i18n/client'
import type { CountryOption } from '@/lib/forms/country-options'
import type { FormText } from '@/lib/forms/field-rules'
import type { FormOutcome } from './FormStatus'
import type { SendOutcome } from './send-form'

/**
 * A public form (contact, CV): react-hook-form checking the fields with the server's rules in the visitor's language
 * (a country must be one of `countries`), and what the form shows once sent, inline and as a toast: a success clears
 * the form; an error marks the fields the server named and keeps everything typed.
 */
export function usePublicForm<Values extends FieldValues>(
  countries: CountryOption[],
  rules: (t: FormText, isCountry: (code: string) => boolean) => ZodMiniType,
  defaultValues: DefaultValues<Values>,
) {
  const dictionary = useDictionary()
  const t = dictionary.forms
  const codes = useMemo(() => new Set(countries.map((c) => c.code)), [countries])
  const schema = useMemo(() => rules(t, (code) => codes.has(code)), [rules, t, codes])
  // A honeypot is not in the rules: zod drops it, so a form adds it back for the request.
  const form = useForm<Values>({ resolver: zodResolver(schema as never) as never, defaultValues })
  const [outcome, setOutcome] = useState<FormOutcome>(null)
  const show = async (result: SendOutcome, successMessage: string) => {
    if (result.ok) {
      form.reset()
      setOutcome({ kind: 'success', message: successMessage })
      await notify('success', t.successTitle, successMessage)
      return
    }
    for (const [field, message] of Object.entries(result.fields ?? {})) form.setError(field as Path<Values>, { message })
    setOutcome({ kind: 'error', message: result.message })
    await notify('error', t.errorTitle, result.message)
  }
  return { form, dictionary, t, outcome, clear: () => setOutcome(null), show }
}
