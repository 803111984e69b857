import type React from 'react'

export type Fact = [term: string, value: React.ReactNode]

const COLUMNS = { 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-3' } as const

/** Terms and their values (a tea's facts, tasting notes, brewing guide, a recipe's serves and time); empty values are left out. */
export function FactList({ facts, columns = 2, className = '' }: { facts: Fact[]; columns?: keyof typeof COLUMNS; className?: string }) {
  const shown = facts.filter(([, value]) => value !== null && value !== undefined && value !== '')
  if (!shown.length) return null
  return (
    <dl className={`grid gap-4 ${COLUMNS[columns]} ${className}`}>
      {shown.map(([term, value]) => (
        <div key={term}>
          <dt className="text-sm font-semibold uppercase tracking-wider text-brand-800">{term}</dt>
          <dd className="mt-1 text-ink/85">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/**
 * A section of a tea's page that is a list of facts under its h2 (what the tea is, its tasting
 * notes, its brewing guide); `children` follow the list.
 */
export function FactSection({
  id,
  title,
  facts,
  className,
  listClassName = 'mt-6',
  children,
}: {
  id: string
  title: string
  facts: Fact[]
  className?: string
  listClassName?: string
  children?: React.ReactNode
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="font-serif text-3xl leading-tight text-brand-900">
        {title}
      </h2>
      <FactList className={listClassName} facts={facts} />
      {children}
    </section>
  )
}
