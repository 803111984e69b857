import type { Footer } from '@/payload-types'
import { FooterLink } from './FooterLink'

type Column = NonNullable<Footer['columns']>[number]

const linkClass = 'inline-block py-1 text-white/90 underline-offset-4 hover:text-gold-400 hover:underline'

function LinkList({ column }: { column: Column }) {
  return (
    <ul className="space-y-1 pb-4 lg:pb-0">
      {(column.links ?? []).map((link) => (
        <li key={link.id ?? link.url}>
          <FooterLink url={link.url} className={linkClass}>
            {link.label}
          </FooterLink>
        </li>
      ))}
    </ul>
  )
}

/**
 * The link columns. Below 992 px each column is an accordion (<details>: works without
 * JavaScript, and `name` keeps one open at a time); from 992 px all columns are laid out open.
 * Two renderings switched by CSS avoid any layout shift or script on load.
 */
export function FooterColumns({ columns, label }: { columns: Column[]; label: string }) {
  if (!columns.length) return null
  return (
    <nav aria-label={label} className="border-t border-white/15 pt-6 lg:pt-10">
      <div className="lg:hidden" data-footer-accordions>
        {columns.map((column) => (
          <details key={column.id ?? column.heading} name="footer-columns" className="group border-b border-white/15">
            <summary className="flex cursor-pointer list-none items-center justify-between py-3 [&::-webkit-details-marker]:hidden">
              <h2 className="font-serif text-lg text-gold-400">{column.heading}</h2>
              <svg aria-hidden="true" viewBox="0 0 20 20" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" className="transition-transform group-open:rotate-180">
                <path d="m5 8 5 5 5-5" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </summary>
            <LinkList column={column} />
          </details>
        ))}
      </div>
      <div className="hidden gap-8 lg:grid lg:grid-cols-5" data-footer-columns>
        {columns.map((column) => (
          <section key={column.id ?? column.heading}>
            <h2 className="mb-3 font-serif text-lg text-gold-400">{column.heading}</h2>
            <LinkList column={column} />
          </section>
        ))}
      </div>
    </nav>
  )
}
