'use client'

import { useEffect, useId } from 'react'
import { useWatch } from 'react-hook-form'
import { contactSchema, SUBJECT_MAX } from '@/lib/forms/contact-form'
import type { CountryOption } from '@/lib/forms/country-options'
import { AgreementBox, controlClass, Field, invalidProps } from './fields/Field'
import { Honeypot } from './fields/Honeypot'
import { PersonFields } from './fields/PersonFields'
import { FormStatus } from './FormStatus'
import { sendForm } from './send-form'
import { SubmitButton } from './SubmitButton'
import { usePublicForm } from './use-public-form'

export const CONTACT_ENDPOINT = '/dmc-apis/contact-us-submits'

type Values = { name: string; email: string; country: string; phone: string; subject: string; message: string; agreement: boolean; website: string }

/**
 * The contact form: every field checked in the browser with the same rules as the server
 * (src/lib/forms/contact-form.ts), invalid fields marked, and the outcome shown inline and as a toast.
 * Only a success clears the form; after an error everything typed stays.
 */
export function ContactForm({ countries, placeholder, agreementText }: { countries: CountryOption[]; placeholder: string; agreementText: string }) {
  const id = useId()
  const { form, dictionary, t, outcome, clear, show } = usePublicForm<Values>(countries, contactSchema, { name: '', email: '', country: '', phone: '', subject: '', message: '', agreement: false, website: '' })
  const { register, handleSubmit, setValue, getValues, control, formState: { errors, isSubmitting } } = form
  const country = useWatch({ control, name: 'country' })

  // A link may open the form with its subject chosen (the trade pages' enquiry:
  // /contact-us?subject=…). Read in the browser, so the contact page stays one static page.
  useEffect(() => {
    const subject = new URLSearchParams(window.location.search).get('subject')?.trim().slice(0, SUBJECT_MAX)
    if (subject && !getValues('subject')) setValue('subject', subject)
  }, [getValues, setValue])

  const onSubmit = async (values: Values) => {
    clear()
    await show(await sendForm(CONTACT_ENDPOINT, JSON.stringify({ ...values, website: getValues('website') }), dictionary), t.contactSuccess)
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit, clear)} aria-busy={isSubmitting} className="relative space-y-5">
      <PersonFields idPrefix={id} countryLabel={t.country} countries={countries} placeholder={placeholder} country={country} register={register} errors={errors} t={t} />
      <Field id={`${id}-subject`} label={t.subject} required requiredText={t.required} error={errors.subject?.message}>
        <input type="text" required {...invalidProps(`${id}-subject`, errors.subject?.message)} className={controlClass} {...register('subject')} />
      </Field>
      <Field id={`${id}-message`} label={t.message} required requiredText={t.required} error={errors.message?.message}>
        <textarea rows={6} required {...invalidProps(`${id}-message`, errors.message?.message)} className={controlClass} {...register('message')} />
      </Field>
      <AgreementBox id={`${id}-agreement`} error={errors.agreement?.message} registration={register('agreement')}>
        {agreementText}
      </AgreementBox>
      <Honeypot label={t.honeypot} registration={register('website')} />
      <SubmitButton busy={isSubmitting} label={t.send} busyLabel={t.sending} />
      <FormStatus outcome={outcome} />
    </form>
  )
}
