import type { ReactNode } from 'react'

/** The look of every text input, select and textarea of the public forms; red border when invalid. */
export const controlClass =
  'block min-h-11 w-full rounded border-2 border-neutral-500 bg-white px-3 py-2 text-ink placeholder:text-neutral-600 focus-visible:border-brand-800 aria-[invalid=true]:border-red-600'

/** The accessibility attributes that tie a control to its error message. */
export function invalidProps(id: string, error?: string) {
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-error` : undefined } as const
}

/** A labelled form field with its error message (linked to the control by aria-describedby through invalidProps). */
export function Field({ id, label, required, requiredText, error, children }: {
  id: string
  label: ReactNode
  required?: boolean
  requiredText: string
  error?: string
  children: ReactNode
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
        {required ? <span className="font-normal text-ink/75"> {requiredText}</span> : null}
      </label>
      <div className="mt-1">{children}</div>
      <FieldError id={id} error={error} />
    </div>
  )
}

export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-700">
      {error}
    </p>
  ) : null
}

/**
 * A required agreement: the box, its label (at least 44 px tall, so it is easy to tap) and its error. `registration`
 * is react-hook-form's `register(name)`.
 */
export function AgreementBox({ id, error, registration, children }: { id: string; error?: string; registration: object; children: ReactNode }) {
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          type="checkbox"
          required
          {...invalidProps(id, error)}
          className="mt-1 size-5 shrink-0 accent-brand-800 aria-[invalid=true]:outline-2 aria-[invalid=true]:outline-red-600"
          {...registration}
        />
        <label htmlFor={id} className="min-h-11 py-1 text-sm text-ink">
          {children}
        </label>
      </div>
      <FieldError id={id} error={error} />
    </div>
  )
}
