import { useId } from 'react'

type Props = {
  label: string
  hint: string
  checked: boolean
  disabled?: boolean
  onChange?: (checked: boolean) => void
}

/** One cookie category: a checkbox named by its label, with a short explanation as its description. */
export function ConsentOption({ label, hint, checked, disabled, onChange }: Props) {
  const id = useId()
  return (
    <div className="flex items-start gap-2">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange?.(event.target.checked)}
        aria-describedby={`${id}-hint`}
        className="mt-0.5 h-5 w-5 accent-brand-800 disabled:opacity-70"
      />
      <div className="text-sm">
        <label htmlFor={id} className="font-semibold">
          {label}
        </label>
        <p id={`${id}-hint`} className="sr-only">
          {hint}
        </p>
      </div>
    </div>
  )
}
