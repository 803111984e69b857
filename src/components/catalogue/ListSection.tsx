import type { ReactNode } from 'react'

/**
 * The frame of a list block: a section labelled by its title, an h2, when it has one. The items'
 * headings sit one level under that title, or are the page's h2s without one (`itemHeadingLevel`).
 */
export function ListSection({
  headingId,
  title,
  width = 'max-w-6xl',
  headingClassName = 'mb-8 font-serif text-3xl text-brand-900',
  children,
}: {
  headingId: string
  title?: string | null
  width?: 'max-w-5xl' | 'max-w-6xl'
  headingClassName?: string
  children: ReactNode
}) {
  return (
    <section aria-labelledby={title ? headingId : undefined} className={`mx-auto ${width} px-4 py-12 lg:py-16`}>
      {title ? (
        <h2 id={headingId} className={headingClassName}>
          {title}
        </h2>
      ) : null}
      {children}
    </section>
  )
}

/** The heading level of the items under a list's optional title. */
export const itemHeadingLevel = (title?: string | null): 'h2' | 'h3' => (title ? 'h3' : 'h2')
