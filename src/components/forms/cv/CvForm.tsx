'use client'

import { useId } from 'react'
import { useWatch } from 'react-hook-form'
import { SmartLink } from '@/components/ui/SmartLink'
import type { CountryOption } from '@/lib/forms/country-options'
import { CV_ACCEPT, CV_EXTENSIONS, cvSchema } from '@/lib/forms/cv-form'
import { AgreementBox, controlClass, Field, invalidProps } from '../fields/Field'
import { Honeypot } from '../fields/Honeypot'
import { PersonFields } from '../fields/PersonFields'
import { FormStatus } from '../FormStatus'
import { sendForm } from '../send-form'
import { SubmitButton } from '../SubmitButton'
import { usePublicForm } from '../use-public-form'

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
  const { form, dictionary, t, outcome, clear, show } = usePublicForm<Values>(countries, cvSchema, { name: '', email: '', country: '', phone: '', position: '', consent: false, website: '' })
  const { register, handleSubmit, setError, getValues, control, formState: { errors, isSubmitting } } = form
  const country = useWatch({ control, name: 'country' })

  const onSubmit = async (values: Values) => {
    clear()
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
    await show(await sendForm(CV_ENDPOINT, body, dictionary), t.cvSuccess)
  }

  const field = (name: 'position' | 'cv') => `${id}-${name}`
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit, clear)} aria-busy={isSubmitting} className="relative space-y-5">
      <PersonFields idPrefix={id} countryLabel={t.phoneCountry} countries={countries} placeholder={placeholder} country={country} register={register} errors={errors} t={t} />
      <Field id={field('position')} label={t.position} required requiredText={t.required} error={errors.position?.message}>
        <input type="text" required {...invalidProps(field('position'), errors.position?.message)} className={controlClass} {...register('position')} />
      </Field>
      <Field id={field('cv')} label={t.cv} required requiredText={t.required} error={errors.cv?.message}>
        <input type="file" accept={CV_ACCEPT} required {...invalidProps(field('cv'), errors.cv?.message)} className={controlClass} {...register('cv')} />
      </Field>
      <AgreementBox id={`${id}-consent`} error={errors.consent?.message} registration={register('consent')}>
        {t.consent}{' '}
        <SmartLink href={privacyHref} className="text-brand-700 underline underline-offset-2 hover:text-brand-900">
          {t.privacyPolicy}
        </SmartLink>
        .
      </AgreementBox>
      <Honeypot label={t.honeypot} registration={register('website')} />
      <SubmitButton busy={isSubmitting} label={t.sendCv} busyLabel={t.sending} />
      <FormStatus outcome={outcome} />
    </form>
  )
}
