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
