import Link from 'next/link'
import { redirect } from 'next/navigation'
import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'
import { ALL_COUNTRIES } from '@/config/countries'
import { DEFAULT_COUNTRY, DEFAULT_LOCALE, LANGUAGE_NAMES, LOCALES, isLocale } from '@/config/variant'
import { languagesOf, roleOf } from '../access/roles'
import { RECORDS_PER_COLLECTION, missingTranslations } from '../translations/missing'

/**
 * Missing translations: per language, the published records whose localized fields are
 * filled in English and empty in that language, or need an update because their English changed after they
 * were translated, each linked to its edit view in that language.
 * A translator sees their own languages.
 */
export async function TranslationsView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, locale, permissions, visibleEntities } = initPageResult
  const { payload, user } = req
  const adminRoute = payload.config.routes.admin
  if (!user) redirect(`${adminRoute}/login`)
  const others = LOCALES.filter((l) => l !== DEFAULT_LOCALE)
  const locales = roleOf(req) === 'translator' ? others.filter((l) => languagesOf(req).includes(l)) : others
  const { byLocale, cut } = await missingTranslations(payload, user, locales)

  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={payload}
      permissions={permissions}
      searchParams={searchParams}
      user={user}
      visibleEntities={visibleEntities}
    >
      <Gutter className="translations-view">
        <h1>Missing translations</h1>
        <p>
          Published records with fields written in {LANGUAGE_NAMES[DEFAULT_LOCALE]} and empty in another language that their market offers
          (records for all countries: every language). Visitors see the {LANGUAGE_NAMES[DEFAULT_LOCALE]} text there until the translation is published.
          Fields that <strong>need an update</strong> were translated, then their {LANGUAGE_NAMES[DEFAULT_LOCALE]} text changed: visitors still see
          the earlier translation. Changing the translation settles them.
        </p>
        {cut.length ? (
          <p role="note">
            Only the {RECORDS_PER_COLLECTION} most recently changed published records of each collection are checked; not checked:{' '}
            {cut.map(({ collectionLabel, total }) => `${collectionLabel} (${total - RECORDS_PER_COLLECTION} more)`).join(', ')}.
          </p>
        ) : null}
        {byLocale.length === 0 ? <p>No language is assigned to you.</p> : null}
        {byLocale.map(({ locale: code, records }) => {
          const language = isLocale(code) ? LANGUAGE_NAMES[code] : code
          return (
            <section key={code} aria-labelledby={`missing-${code}`}>
              <h2 id={`missing-${code}`}>
                {language} ({code}): {records.length === 1 ? '1 record' : `${records.length} records`}
              </h2>
              {records.length ? (
                <table>
                  <thead>
                    <tr>
                      <th scope="col">Collection</th>
                      <th scope="col">Record</th>
                      <th scope="col">Market</th>
                      <th scope="col">Untranslated fields</th>
                      <th scope="col">Fields that need an update</th>
                    </tr>
                  </thead>
                  <tbody>
                    {records.map((record) => (
                      <tr key={`${record.collection}-${record.id}`}>
                        <td>{record.collectionLabel}</td>
                        <td>
                          <Link href={`${adminRoute}/collections/${record.collection}/${record.id}?locale=${code}`} aria-label={`Translate “${record.title}” into ${language}`}>
                            {record.title}
                          </Link>
                        </td>
                        <td>{record.country === DEFAULT_COUNTRY ? ALL_COUNTRIES.en : record.country}</td>
                        <td>{record.fields.join(', ')}</td>
                        <td>{record.outdated.join(', ')}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              ) : (
                <p>Every published record is translated and up to date.</p>
              )}
            </section>
          )
        })}
      </Gutter>
    </DefaultTemplate>
  )
}
