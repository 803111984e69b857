import Link from 'next/link'
import { redirect } from 'next/navigation'
import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'
import { ALL_COUNTRIES, countryName } from '@/config/countries'
import { DEFAULT_COUNTRY, DEFAULT_LOCALE, LOCALES } from '@/config/variant'
import { languagesOf, roleOf } from '../access/roles'
import { RECORDS_PER_COLLECTION, missingTranslations } from '../translations/missing'
import { say } from './words/component-words'

/**
 * Missing translations: per language, the published records whose localized fields are
 * filled in English and empty in that language, or need an update because their English changed after they
 * were translated, each linked to its edit view in that language.
 * A translator sees their own languages. Everything is named in the admin's language.
 */
export async function TranslationsView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, locale, permissions, visibleEntities } = initPageResult
  const { payload, user } = req
  const adminRoute = payload.config.routes.admin
  if (!user) redirect(`${adminRoute}/login`)
  const others = LOCALES.filter((l) => l !== DEFAULT_LOCALE)
  const locales = roleOf(req) === 'translator' ? others.filter((l) => languagesOf(req).includes(l)) : others
  const t = req.i18n.t
  const adminLanguage = req.i18n.language === 'de' ? 'de' : 'en'
  const languageName = (code: string) => new Intl.DisplayNames([adminLanguage], { type: 'language' }).of(code) ?? code
  const marketName = (code: string) => (code === DEFAULT_COUNTRY ? ALL_COUNTRIES[adminLanguage] : countryName(code, adminLanguage))
  const english = languageName(DEFAULT_LOCALE)
  const { byLocale, cut } = await missingTranslations(payload, user, locales, adminLanguage)

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
        <h1>{say(t, 'missingTranslations')}</h1>
        <p>
          {say(t, 'missingIntro', { language: english })} <strong>{say(t, 'needAnUpdate')}</strong> {say(t, 'missingIntroEnd', { language: english })}
        </p>
        {cut.length ? (
          <p role="note">
            {say(t, 'missingCut', {
              count: RECORDS_PER_COLLECTION,
              list: cut.map(({ collectionLabel, total }) => say(t, 'missingCutMore', { label: collectionLabel, count: total - RECORDS_PER_COLLECTION })).join(', '),
            })}
          </p>
        ) : null}
        {byLocale.length === 0 ? <p>{say(t, 'noLanguageAssigned')}</p> : null}
        {byLocale.map(({ locale: code, records }) => {
          const language = languageName(code)
          return (
            <section key={code} aria-labelledby={`missing-${code}`}>
              <h2 id={`missing-${code}`}>
                {language}: {records.length === 1 ? say(t, 'oneRecord') : say(t, 'manyRecords', { count: records.length })}
              </h2>
              {records.length ? (
                <table>
                  <thead>
                    <tr>
                      <th scope="col">{say(t, 'collectionColumn')}</th>
                      <th scope="col">{say(t, 'recordColumn')}</th>
                      <th scope="col">{say(t, 'marketColumn')}</th>
                      <th scope="col">{say(t, 'untranslatedColumn')}</th>
                      <th scope="col">{say(t, 'needUpdateColumn')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {records.map((record) => (
                      <tr key={`${record.collection}-${record.id}`}>
                        <td>{record.collectionLabel}</td>
                        <td>
                          <Link href={`${adminRoute}/collections/${record.collection}/${record.id}?locale=${code}`} aria-label={say(t, 'translateInto', { title: record.title, language })}>
                            {record.title}
                          </Link>
                        </td>
                        <td>{marketName(record.country)}</td>
                        <td>{record.fields.join(', ')}</td>
                        <td>{record.outdated.join(', ')}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              ) : (
                <p>{say(t, 'allTranslated')}</p>
              )}
            </section>
          )
        })}
      </Gutter>
    </DefaultTemplate>
  )
}
