import { Spinner } from '@/components/ui/Spinner'

/** A public form's send button: disabled with a spinner and `busyLabel` while the form is being sent. */
export function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <button
      type="submit"
      disabled={busy}
      className="inline-flex min-w-40 items-center justify-center gap-2 rounded bg-brand-800 px-6 py-3 font-semibold text-white hover:bg-brand-900 disabled:cursor-wait"
    >
      {busy ? <Spinner /> : null}
      {busy ? busyLabel : label}
    </button>
  )
}
