'use client'

import { ChevronIcon } from '../header/icons'
import { FooterLink } from './FooterLink'

/** A footer column as plain data: a client component's props travel in the page's RSC payload, so they stay small. */
export type FooterColumn = { heading: string; links: { label: string; url: string }[] }

/**
 * The link columns, rendered once. Below 992 px each column is an accordion (<details>: works
 * without JavaScript, and `name` keeps one open at a time); from 992 px the same elements are laid
 * out as open columns by CSS (`::details-content` shown, summary inert), so there is no second copy
 * of the links and no layout shift or script on load.
 */
export function FooterColumns({ columns, label }: { columns: FooterColumn[]; label: string }) {
  if (!columns.length) return null
  return (
    <nav aria-label={label} data-footer-columns="" className="border-t border-white/15 pt-6 lg:grid lg:grid-cols-5 lg:gap-8 lg:pt-10">
      {columns.map((column) => (
        <details
          key={column.heading}
          name="footer-columns"
          className="group footer-column"
        >
          {/* The column's styles are set once in shell.css, not repeated on each of the five columns. */}
          <summary>
            <h2>{column.heading}</h2>
            <ChevronIcon className="footer-column-chevron" />
          </summary>
          <ul className="footer-links">
            {column.links.map((link) => (
              <li key={`${link.url}-${link.label}`}>
                <FooterLink url={link.url}>{link.label}</FooterLink>
              </li>
            ))}
          </ul>
        </details>
      ))}
    </nav>
  )
}
