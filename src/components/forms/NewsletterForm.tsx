'use client'

import { useId, useState, type FormEvent } from 'react'
import { Spinner } from '@/components/ui/Spinner'
import { useDictionary } from '@/i18n/client'
import { notify } from '@/components/shell/chrome/notify'
import { checkEmail, subscribe } from './newsletter-signup'

/**
 * Newsletter sign-up (footer, and anywhere else it is placed). Invalid input is flagged on the
 * field and nothing is sent; the outcome is reported in a toast. `tone` picks colours for a
 * dark (footer) or light background. Plain React state, no form library: this form is on every page.
 */
export function NewsletterForm({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const id = useId()
  const dictionary = useDictionary()
  const t = dictionary.newsletter
  const [value, setValue] = useState('')
  const [error, setError] = useState<string>()
  const [tried, setTried] = useState(false)
  const [isSubmitting, setSubmitting] = useState(false)

  const onChange = (next: string) => {
    setValue(next)
    // Like a form library's default: quiet until the first submit, then re-checked as the visitor types.
    if (tried) {
      const checked = checkEmail(next, t)
      setError('error' in checked ? checked.error : undefined)
    }
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (isSubmitting) return
    setTried(true)
    const checked = checkEmail(value, t)
    if ('error' in checked) {
      setError(checked.error)
      document.getElementById(`${id}-email`)?.focus()
      return
    }
    setError(undefined)
    setSubmitting(true)
    try {
      const outcome = await subscribe(checked.email, fetch, t, dictionary.faults)
      if (outcome.ok) {
        setValue('')
        setTried(false)
        await notify('success', t.successTitle, t.success)
      } else {
        // Each failure gets its own, true message (see subscribe()).
        await notify('error', t.errorTitle, outcome.message)
      }
    } finally {
      setSubmitting(false)
    }
  }

  const colours = TONES[tone]
  return (
    <form noValidate onSubmit={onSubmit} aria-busy={isSubmitting} className="w-full">
      <label htmlFor={`${id}-email`} className={`block text-sm font-semibold ${colours.label}`}>
        {t.email}
      </label>
      {/* The field's width comes from the row (w-0 flex-1), not from its default size, so a narrow column never widens the page. */}
      <div className="mt-1 flex gap-2">
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          placeholder={t.placeholder}
          className={`newsletter-input ${
            error ? 'border-red-600' : colours.border
          } ${colours.input}`}
        />
        <button
          type="submit"
          disabled={isSubmitting}
          className={`newsletter-button ${colours.button}`}
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
