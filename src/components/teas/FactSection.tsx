import type React from 'react'
import { FactList, type Fact } from '@/components/ui/FactList'
import { TitledSection } from '@/components/ui/TitledSection'

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
    <TitledSection id={id} title={title} className={className}>
      <FactList className={listClassName} facts={facts} />
      {children}
    </TitledSection>
  )
}
