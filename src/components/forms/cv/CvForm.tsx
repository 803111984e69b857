'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useMemo, useState } from 'react'
import { useForm, useWatch, type Path } from 'react-hook-form'
import { SmartLink } from '@/components/ui/SmartLink'
import { Spinner } from '@/components/ui/Spinner'
import { useDictionary } from '@/i18n/client'
import type { CountryOption } from '@/lib/forms/country-options'
import { CV_ACCEPT, CV_EXTENSIONS, cvSchema } from '@/lib/forms/cv-form'
import { notify } from '@/components/shell/chrome/notify'
import { controlClass, Field, FieldError, invalidProps } from '../fields/Field'
import { Honeypot } from '../fields/Honeypot'
import { PhoneFields } from '../fields/PhoneFields'
import { FormStatus, type FormOutcome } from '../FormStatus'
import { sendForm } from '../send-form'

export const CV_ENDPOINT = '/dmc-apis/submit_cv'
const MAX_BYTES = 5 * 1024 * 1024

type Values = { name: string; email: string; country: string; phone: string; position: string; consent: boolean; cv?: FileList; website: string }

/**
 * The CV form (multipart to POST /dmc-apis/submit_cv). The browser checks the fields with the
 * server's rules and the file by name and size; the server decides by the file's content.
 * Only a success clears the form.
 */
export default function CvForm({ countries, placeholder, privacyHref }: { countries: CountryOption[]; placeholder: string; privacyHref: string }) {
  const id = useId()
  const dictionary = useDictionary()
  const t = dictionary.forms
  const codes = useMemo(() => new Set(countries.map((c) => c.code)), [countries])
  const schema = useMemo(() => cvSchema(t, (code) => codes.has(code)), [t, codes])
  const [outcome, setOutcome] = useState<FormOutcome>(null)
  const {
    register,
    handleSubmit,
    reset,
    setError,
    getValues,
    control,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(schema) as never,
    defaultValues: { name: '', email: '', country: '', phone: '', position: '', consent: false, website: '' },
  })

  const country = useWatch({ control, name: 'country' })

  const onSubmit = async (values: Values) => {
    setOutcome(null)
    // The schema covers the text fields; the file is read from the form's own state.
    const file = getValues('cv')?.[0]
    const fileError = !file ? t.cvRequired : !CV_EXTENSIONS.test(file.name) ? t.cvType : file.size > MAX_BYTES ? t.cvTooLarge : undefined
    if (fileError) {
      setError('cv', { message: fileError }, { shouldFocus: true })
      return
    }
    const body = new FormData()
    for (const [key, value] of Object.entries({ ...values, website: getValues('website') })) {
      if (key !== 'cv') body.append(key, String(value))
    }
    body.append('cv', file!)
    const result = await sendForm(CV_ENDPOINT, body, dictionary)
    if (result.ok) {
      reset()
      setOutcome({ kind: 'success', message: t.cvSuccess })
      await notify('success', t.successTitle, t.cvSuccess)
      return
    }
    for (const [field, message] of Object.entries(result.fields ?? {})) setError(field as Path<Values>, { message })
    setOutcome({ kind: 'error', message: result.message })
    await notify('error', t.errorTitle, result.message)
  }

  const field = (name: 'name' | 'email' | 'position' | 'cv') => `${id}-${name}`
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit, () => setOutcome(null))} aria-busy={isSubmitting} className="relative space-y-5">
      <Field id={field('name')} label={t.name} required requiredText={t.required} error={errors.name?.message}>
        <input type="text" autoComplete="name" required {...invalidProps(field('name'), errors.name?.message)} className={controlClass} {...register('name')} />
      </Field>
      <Field id={field('email')} label={t.email} required requiredText={t.required} error={errors.email?.message}>
        <input type="email" inputMode="email" autoComplete="email" required {...invalidProps(field('email'), errors.email?.message)} className={controlClass} {...register('email')} />
      </Field>
      <PhoneFields idPrefix={id} countryLabel={t.phoneCountry} countries={countries} placeholder={placeholder} country={country} register={register} errors={errors} t={t} />
      <Field id={field('position')} label={t.position} required requiredText={t.required} error={errors.position?.message}>
        <input type="text" required {...invalidProps(field('position'), errors.position?.message)} className={controlClass} {...register('position')} />
      </Field>
      <Field id={field('cv')} label={t.cv} required requiredText={t.required} error={errors.cv?.message}>
        <input type="file" accept={CV_ACCEPT} required {...invalidProps(field('cv'), errors.cv?.message)} className={controlClass} {...register('cv')} />
      </Field>
      <div>
        <div className="flex items-start gap-3">
          <input
            type="checkbox"
            required
            {...invalidProps(`${id}-consent`, errors.consent?.message)}
            className="mt-1 size-5 shrink-0 accent-brand-800"
            {...register('consent')}
          />
          <label htmlFor={`${id}-consent`} className="text-sm text-ink">
            {t.consent}{' '}
            <SmartLink href={privacyHref} className="text-brand-700 underline underline-offset-2 hover:text-brand-900">
              {t.privacyPolicy}
            </SmartLink>
            .
          </label>
        </div>
        <FieldError id={`${id}-consent`} error={errors.consent?.message} />
      </div>
      <Honeypot label={t.honeypot} registration={register('website')} />
      <button
        type="submit"
        disabled={isSubmitting}
        className="inline-flex min-w-40 items-center justify-center gap-2 rounded bg-brand-800 px-6 py-3 font-semibold text-white hover:bg-brand-900 disabled:cursor-wait"
      >
        {isSubmitting ? <Spinner /> : null}
        {isSubmitting ? t.sending : t.sendCv}
      </button>
      <FormStatus outcome={outcome} />
    </form>
  )
}
