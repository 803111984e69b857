/**
 * The outcome of a sent form, shown beside its button (and also as a toast). A live region that
 * is always in the page, so screen readers announce the message when it appears.
 */
export type FormOutcome = { kind: 'success' | 'error'; message: string } | null

export function FormStatus({ outcome }: { outcome: FormOutcome }) {
  return (
    <div role="status" aria-live="polite" className="min-h-6">
      {outcome ? (
        <p
          data-outcome={outcome.kind}
          className={`rounded border-l-4 px-4 py-3 font-semibold ${
            outcome.kind === 'success' ? 'border-brand-700 bg-brand-50 text-brand-900' : 'border-red-700 bg-red-50 text-red-800'
          }`}
        >
          {outcome.message}
        </p>
      ) : null}
    </div>
  )
}
