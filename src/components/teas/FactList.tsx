import type React from 'react'

/** Terms and their values (a tea's facts, tasting notes, brewing guide); empty values are left out. */
export function FactList({ facts, className = '' }: { facts: [term: string, value: React.ReactNode][]; className?: string }) {
  const shown = facts.filter(([, value]) => value !== null && value !== undefined && value !== '')
  if (!shown.length) return null
  return (
    <dl className={`grid gap-4 sm:grid-cols-2 ${className}`}>
      {shown.map(([term, value]) => (
        <div key={term}>
          <dt className="text-sm font-semibold uppercase tracking-wider text-brand-800">{term}</dt>
          <dd className="mt-1 text-ink/85">{value}</dd>
        </div>
      ))}
    </dl>
  )
}
