'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useId, useMemo, useState } from 'react'
import { useForm, useWatch, type Path } from 'react-hook-form'
import { Spinner } from '@/components/ui/Spinner'
import { useDictionary } from '@/i18n/client'
import { contactSchema, SUBJECT_MAX } from '@/lib/forms/contact-form'
import type { CountryOption } from '@/lib/forms/country-options'
import { notify } from '@/components/shell/chrome/notify'
import { controlClass, Field, FieldError, invalidProps } from './fields/Field'
import { Honeypot } from './fields/Honeypot'
import { PhoneFields } from './fields/PhoneFields'
import { FormStatus, type FormOutcome } from './FormStatus'
import { sendForm } from './send-form'

export const CONTACT_ENDPOINT = '/dmc-apis/contact-us-submits'

type Values = { name: string; email: string; country: string; phone: string; subject: string; message: string; agreement: boolean; website: string }

/**
 * The contact form: every field checked in the browser with the same rules as the server
 * (src/lib/forms/contact-form.ts), invalid fields marked, and the outcome shown inline and as a toast.
 * Only a success clears the form; after an error everything typed stays.
 */
export function ContactForm({ countries, placeholder, agreementText }: { countries: CountryOption[]; placeholder: string; agreementText: string }) {
  const id = useId()
  const dictionary = useDictionary()
  const t = dictionary.forms
  const codes = useMemo(() => new Set(countries.map((c) => c.code)), [countries])
  const schema = useMemo(() => contactSchema(t, (code) => codes.has(code)), [t, codes])
  const [outcome, setOutcome] = useState<FormOutcome>(null)
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    getValues,
    control,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    // The honeypot is not in the schema: zod drops it, so onSubmit adds it back for the request.
    resolver: zodResolver(schema) as never,
    defaultValues: { name: '', email: '', country: '', phone: '', subject: '', message: '', agreement: false, website: '' },
  })

  const country = useWatch({ control, name: 'country' })

  // A link may open the form with its subject chosen (the trade pages' enquiry:
  // /contact-us?subject=…). Read in the browser, so the contact page stays one static page.
  useEffect(() => {
    const subject = new URLSearchParams(window.location.search).get('subject')?.trim().slice(0, SUBJECT_MAX)
    if (subject && !getValues('subject')) setValue('subject', subject)
  }, [getValues, setValue])

  const onSubmit = async (values: Values) => {
    setOutcome(null)
    const result = await sendForm(CONTACT_ENDPOINT, JSON.stringify({ ...values, website: getValues('website') }), dictionary)
    if (result.ok) {
      reset()
      setOutcome({ kind: 'success', message: t.contactSuccess })
      await notify('success', t.successTitle, t.contactSuccess)
      return
    }
    for (const [field, message] of Object.entries(result.fields ?? {})) setError(field as Path<Values>, { message })
    setOutcome({ kind: 'error', message: result.message })
    await notify('error', t.errorTitle, result.message)
  }

  const field = (name: 'name' | 'email' | 'subject') => `${id}-${name}`
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit, () => setOutcome(null))} aria-busy={isSubmitting} className="relative space-y-5">
      <Field id={field('name')} label={t.name} required requiredText={t.required} error={errors.name?.message}>
        <input type="text" autoComplete="name" required {...invalidProps(field('name'), errors.name?.message)} className={controlClass} {...register('name')} />
      </Field>
      <Field id={field('email')} label={t.email} required requiredText={t.required} error={errors.email?.message}>
        <input type="email" inputMode="email" autoComplete="email" required {...invalidProps(field('email'), errors.email?.message)} className={controlClass} {...register('email')} />
      </Field>
      <PhoneFields idPrefix={id} countryLabel={t.country} countries={countries} placeholder={placeholder} country={country} register={register} errors={errors} t={t} />
      <Field id={field('subject')} label={t.subject} required requiredText={t.required} error={errors.subject?.message}>
        <input type="text" required {...invalidProps(field('subject'), errors.subject?.message)} className={controlClass} {...register('subject')} />
      </Field>
      <Field id={`${id}-message`} label={t.message} required requiredText={t.required} error={errors.message?.message}>
        <textarea rows={6} required {...invalidProps(`${id}-message`, errors.message?.message)} className={controlClass} {...register('message')} />
      </Field>
      <div>
        <div className="flex items-start gap-3">
          <input
            type="checkbox"
            required
            {...invalidProps(`${id}-agreement`, errors.agreement?.message)}
            className="mt-1 size-5 shrink-0 accent-brand-800 aria-[invalid=true]:outline-2 aria-[invalid=true]:outline-red-600"
            {...register('agreement')}
          />
          <label htmlFor={`${id}-agreement`} className="min-h-11 py-1 text-sm text-ink">
            {agreementText}
          </label>
        </div>
        <FieldError id={`${id}-agreement`} error={errors.agreement?.message} />
      </div>
      <Honeypot label={t.honeypot} registration={register('website')} />
      <button
        type="submit"
        disabled={isSubmitting}
        className="inline-flex min-w-40 items-center justify-center gap-2 rounded bg-brand-800 px-6 py-3 font-semibold text-white hover:bg-brand-900 disabled:cursor-wait"
      >
        {isSubmitting ? <Spinner /> : null}
        {isSubmitting ? t.sending : t.send}
      </button>
      <FormStatus outcome={outcome} />
    </form>
  )
}
