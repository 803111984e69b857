import type React from 'react'
import type { Locale } from '@/data/variant'
import { Breadcrumb } from './Breadcrumb'
import { PageBanner } from './PageBanner'
import { SubNav } from './SubNav'

/**
 * The frame of every page but the home page: the section's sub-navigation strip (for the sections
 * src/routes.ts lists), the banner, the breadcrumb from the path, then the page's own content.
 * Templates supply the title, banner and body only, so none can leave the furniture out.
 */
export function PageFrame({
  path,
  locale,
  title,
  banner,
  children,
}: {
  path: string
  locale: Locale
  title: string
  /** Defaults to a plain banner with the title. */
  banner?: React.ReactNode
  children?: React.ReactNode
}) {
  return (
    <>
      <SubNav path={path} locale={locale} />
      {banner ?? <PageBanner title={title} />}
      <Breadcrumb path={path} title={title} />
      {children}
    </>
  )
}
