import Link from 'next/link'
import type { ServerProps } from 'payload'
import { TRANSLATIONS_PATH } from './config'
import { say } from './words/component-words'

/** The navigation's link to the missing-translations view (TranslationsView.tsx). */
export function TranslationsNavLink({ payload, i18n }: ServerProps) {
  return (
    <Link className="nav__link" href={`${payload.config.routes.admin}${TRANSLATIONS_PATH}`}>
      <span className="nav__link-label">{say(i18n.t, 'missingTranslations')}</span>
    </Link>
  )
}
