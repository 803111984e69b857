'use client'

import { FooterLink } from './FooterLink'

/** A footer column as plain data: a client component's props travel in the page's RSC payload, so they stay small. */
export type FooterColumn = { heading: string; links: { label: string; url: string }[] }

const linkClass = 'inline-block py-1 text-white/90 underline-offset-4 hover:text-gold-400 hover:underline'

/**
 * The link columns, rendered once. Below 992 px each column is an accordion (<details>: works
 * without JavaScript, and `name` keeps one open at a time); from 992 px the same elements are laid
 * out as open columns by CSS (`::details-content` shown, summary inert), so there is no second copy
 * of the links and no layout shift or script on load.
 */
export function FooterColumns({ columns }: { columns: FooterColumn[] }) {
  if (!columns.length) return null
  return (
    <nav aria-label="Footer" data-footer-columns="" className="border-t border-white/15 pt-6 lg:grid lg:grid-cols-5 lg:gap-8 lg:pt-10">
      {columns.map((column) => (
        <details
          key={column.heading}
          name="footer-columns"
          className="group border-b border-white/15 lg:border-0 lg:details-content:[content-visibility:visible]"
        >
          <summary className="flex cursor-pointer list-none items-center justify-between py-3 lg:pointer-events-none lg:mb-3 lg:py-0 [&::-webkit-details-marker]:hidden">
            <h2 className="font-serif text-lg text-gold-400">{column.heading}</h2>
            <svg aria-hidden="true" viewBox="0 0 20 20" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" className="transition-transform group-open:rotate-180 lg:hidden">
              <path d="m5 8 5 5 5-5" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </summary>
          <ul className="space-y-1 pb-4 lg:pb-0">
            {column.links.map((link) => (
              <li key={`${link.url}-${link.label}`}>
                <FooterLink url={link.url} className={linkClass}>
                  {link.label}
                </FooterLink>
              </li>
            ))}
          </ul>
        </details>
      ))}
    </nav>
  )
}
