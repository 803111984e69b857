import Link from 'next/link'
import type { ServerProps } from 'payload'
import { TRANSLATIONS_PATH } from './config'

/** The navigation's link to the missing-translations view (TranslationsView.tsx). */
export function TranslationsNavLink({ payload }: ServerProps) {
  return (
    <Link className="nav__link" href={`${payload.config.routes.admin}${TRANSLATIONS_PATH}`}>
      <span className="nav__link-label">Missing translations</span>
    </Link>
  )
}
