'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useMemo } from 'react'
import { useForm } from 'react-hook-form'
import { Spinner } from '@/components/ui/Spinner'
import { useDictionary } from '@/i18n/client'
import { notify } from '@/lib/notify'
import { newsletterSchemaIn, subscribe, type NewsletterValues } from './newsletter'

/**
 * Newsletter sign-up (footer, and anywhere else it is placed). Invalid input is flagged on the
 * field and nothing is sent; the outcome is reported in a toast. `tone` picks colours for a
 * dark (footer) or light background.
 */
export function NewsletterForm({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const id = useId()
  const t = useDictionary().newsletter
  const schema = useMemo(() => newsletterSchemaIn(t), [t])
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<NewsletterValues>({ resolver: zodResolver(schema), defaultValues: { email: '' } })

  const onSubmit = async ({ email }: NewsletterValues) => {
    const outcome = await subscribe(email, fetch, t)
    if (outcome.ok) {
      reset()
      await notify('success', t.successTitle, t.success)
    } else {
      // A duplicate and every other failure each get their own, true message (see subscribe()).
      await notify('error', t.errorTitle, outcome.message)
    }
  }

  const error = errors.email?.message
  const colours = TONES[tone]
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} aria-busy={isSubmitting} className="w-full">
      <label htmlFor={`${id}-email`} className={`block text-sm font-semibold ${colours.label}`}>
        {t.email}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          placeholder={t.placeholder}
          {...register('email')}
          className={`min-w-0 flex-1 rounded border-2 bg-white px-3 py-2 text-ink placeholder:text-neutral-600 ${
            error ? 'border-red-600' : colours.border
          } ${colours.input}`}
        />
        <button
          type="submit"
          disabled={isSubmitting}
          className={`inline-flex min-w-24 items-center justify-center rounded px-5 py-2 font-semibold disabled:cursor-wait ${colours.button}`}
        >
          {isSubmitting ? (
            <>
              <Spinner />
              <span className="sr-only">{t.submit}</span>
            </>
          ) : (
            t.submit
          )}
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} className={`mt-2 text-sm font-semibold ${colours.error}`}>
          {error}
        </p>
      ) : null}
    </form>
  )
}

const TONES = {
  dark: {
    label: 'text-white',
    border: 'border-transparent',
    input: 'focus-visible:border-gold-400',
    button: 'bg-gold-400 text-brand-900 hover:bg-white',
    error: 'text-[#ffb4a8]',
  },
  light: {
    label: 'text-ink',
    border: 'border-neutral-500',
    input: 'focus-visible:border-brand-800',
    button: 'bg-brand-800 text-white hover:bg-brand-900',
    error: 'text-red-700',
  },
} as const
