import type React from 'react'
import { findPageTitle } from '@/data/page-titles'
import { getSiteIndex } from '@/data/site-index'
import type { Locale } from '@/config/variant'
import { dictionary } from '@/i18n'
import { buildBreadcrumb, pathSegments } from '@/lib/routing/breadcrumb'
import { pathHasPage } from '@/lib/routing/match'
import { Breadcrumb } from './Breadcrumb'
import { PageBanner } from './PageBanner'
import { SubNav } from './SubNav'

/**
 * The frame of every page but the home page: the section's sub-navigation strip (for the sections
 * src/routes.ts lists), the banner, the breadcrumb from the path (each level named by its page's
 * title in the page's language), then the page's own content.
 * Templates supply the title, banner and body only, so none can leave the furniture out.
 */
export async function PageFrame({
  path,
  country,
  locale,
  title,
  banner,
  children,
}: {
  path: string
  /** The variant's country: a breadcrumb level links only where that country has a page (the country rule). */
  country: string
  locale: Locale
  title: string
  /** Defaults to a plain banner with the title; `false`: none. */
  banner?: React.ReactNode
  children?: React.ReactNode
}) {
  const { keys, redirects } = await getSiteIndex()
  const levels = buildBreadcrumb(path).filter((item) => item.href && item.href !== '/' && !item.current)
  const folders = dictionary(locale).breadcrumb.folders
  const folderOf = (levelPath: string) => {
    const segment = pathSegments(levelPath).at(-1) ?? ''
    return Object.hasOwn(folders, segment) ? folders[segment] : undefined
  }
  // Folders (the recipes folder, a product's "product details") are shown disabled and named by the dictionary:
  // they have no page of their own, or only forward to one (the tea ranges) whose title would repeat the level above.
  const unlinked = levels
    .filter(({ href }) => {
      const levelPath = decodeURIComponent(href)
      return folderOf(levelPath) !== undefined || !pathHasPage(levelPath, country, keys, redirects)
    })
    .map((item) => item.href)
  const labels = Object.fromEntries(
    await Promise.all(
      levels.map(async ({ href }) => {
        const levelPath = decodeURIComponent(href)
        const label = unlinked.includes(href) ? folderOf(levelPath) : await findPageTitle(levelPath, { country, locale })
        return [href, label ?? '']
      }),
    ),
  )
  return (
    <>
      <SubNav path={path} locale={locale} />
      {banner ?? <PageBanner title={title} />}
      <Breadcrumb path={path} title={title} unlinked={unlinked} labels={labels} />
      {children}
    </>
  )
}
