import type { FieldErrors, UseFormRegister } from 'react-hook-form'
import type { Dictionary } from '@/i18n/en'
import type { CountryOption } from '@/lib/forms/country-options'
import { controlClass, Field, invalidProps } from './Field'

type PersonValues = { name: string; email: string; country: string; phone: string }

/**
 * Who is writing, as every public form asks it: name, email, the country select (options from
 * languages-and-countries, the placeholder first) and the phone input that shows the chosen country's dial code
 * before the number.
 */
export function PersonFields({ idPrefix, countryLabel, countries, placeholder, country, register, errors, t }: {
  idPrefix: string
  countryLabel: string
  countries: CountryOption[]
  placeholder: string
  /** The selected ISO code (watched by the form). */
  country: string
  // The forms differ in their other fields; these four are the same in each.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  register: UseFormRegister<any>
  errors: FieldErrors<PersonValues>
  t: Dictionary['forms']
}) {
  const dialCode = countries.find((c) => c.code === country)?.dialCode ?? ''
  const nameId = `${idPrefix}-name`
  const emailId = `${idPrefix}-email`
  const countryId = `${idPrefix}-country`
  const phoneId = `${idPrefix}-phone`
  return (
    <>
      <Field id={nameId} label={t.name} required requiredText={t.required} error={errors.name?.message}>
        <input type="text" autoComplete="name" required {...invalidProps(nameId, errors.name?.message)} className={controlClass} {...register('name')} />
      </Field>
      <Field id={emailId} label={t.email} required requiredText={t.required} error={errors.email?.message}>
        <input type="email" inputMode="email" autoComplete="email" required {...invalidProps(emailId, errors.email?.message)} className={controlClass} {...register('email')} />
      </Field>
      <Field id={countryId} label={countryLabel} required requiredText={t.required} error={errors.country?.message}>
        <select {...invalidProps(countryId, errors.country?.message)} required autoComplete="country" className={controlClass} {...register('country')}>
          <option value="">{placeholder}</option>
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
      </Field>
      <Field id={phoneId} label={t.phone} required requiredText={t.required} error={errors.phone?.message}>
        <div className="flex">
          <span
            id={`${phoneId}-dial`}
            data-testid="dial-code"
            className="inline-flex min-w-16 items-center justify-center rounded-l border-2 border-r-0 border-neutral-500 bg-brand-50 px-2 text-ink"
          >
            <span className="sr-only">{t.dialCode}: </span>
            {dialCode || '+'}
          </span>
          {/* The number without the dial code shown beside it is autofill's tel-national, which HTML allows on
              text inputs only (type=tel takes the whole "tel"); inputMode still brings up the phone keypad. */}
          <input
            type="text"
            inputMode="tel"
            autoComplete="tel-national"
            required
            {...invalidProps(phoneId, errors.phone?.message)}
            aria-describedby={[`${phoneId}-dial`, errors.phone?.message ? `${phoneId}-error` : ''].filter(Boolean).join(' ')}
            className={`${controlClass} rounded-l-none`}
            {...register('phone')}
          />
        </div>
      </Field>
    </>
  )
}
