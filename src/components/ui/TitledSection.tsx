import type { ReactNode } from 'react'

/** The h2 of a section of a detail page ("Ingredients", "Pictures", "Show notes"). */
export const sectionHeadingClass = 'font-serif text-3xl leading-tight text-brand-900'

/**
 * A section of a detail page labelled by its h2, which `children` follow; `as="nav"` for a section of links to
 * other pages.
 */
export function TitledSection({
  id,
  title,
  as: Tag = 'section',
  className,
  headingClassName = sectionHeadingClass,
  children,
}: {
  id: string
  title: ReactNode
  as?: 'section' | 'nav'
  className?: string
  headingClassName?: string
  children: ReactNode
}) {
  return (
    <Tag aria-labelledby={id} className={className}>
      <h2 id={id} className={headingClassName}>
        {title}
      </h2>
      {children}
    </Tag>
  )
}
