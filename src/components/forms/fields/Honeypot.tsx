import type { UseFormRegisterReturn } from 'react-hook-form'

/**
 * The field only bots fill in (src/app/_api/submissions/endpoint.ts): off-screen, out of the tab
 * order and hidden from assistive technology, so no person meets it.
 */
export function Honeypot({ label, registration }: { label: string; registration: UseFormRegisterReturn }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        {label}
        <input type="text" tabIndex={-1} autoComplete="off" {...registration} />
      </label>
    </div>
  )
}
