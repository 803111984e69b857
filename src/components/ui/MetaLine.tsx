import type { ReactNode } from 'react'

/**
 * Facts on one line, "Episode 3 · 12 March 2026 · 21 min": the empty ones left out, the dots hidden from
 * screen readers; nothing when none is left.
 */
export function MetaLine({ parts, className }: { parts: ReactNode[]; className: string }) {
  const shown = parts.filter(Boolean)
  if (!shown.length) return null
  return (
    <p className={className}>
      {shown.map((part, i) => (
        <span key={i}>
          {i > 0 ? <span aria-hidden="true"> · </span> : null}
          {part}
        </span>
      ))}
    </p>
  )
}
