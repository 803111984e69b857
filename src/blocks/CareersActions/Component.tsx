import { CvDialog } from '@/components/forms/cv/CvDialog'
import { OpensInNewTab } from '@/components/ui/OpensInNewTab'
import { dictionary } from '@/i18n'
import { countryOptions } from '@/lib/forms/country-options'
import { routes } from '@/routes'
import type { BlockProps } from '../block-props'
import { getPublicSettings } from '@/data/settings'

const buttonClass =
  'inline-flex items-center justify-center rounded px-6 py-3 font-semibold transition focus-visible:outline-offset-4'
const primary = `${buttonClass} bg-brand-800 text-white hover:bg-brand-900`
const secondary = `${buttonClass} border-2 border-brand-800 text-brand-800 hover:bg-brand-50`

/** The vacancies button (jobs URL, or the list below) and the Submit CV button with its dialog. */
export async function CareersActionsBlock({ vacancy_btn_text, submit_cv_btn_text, vacancies, locale = 'en' }: BlockProps<'careersActions'>) {
  const t = dictionary(locale).forms
  const { jobsUrl } = await getPublicSettings(locale)
  const { placeholder, countries } = countryOptions()
  const external = jobsUrl && /^https?:/.test(jobsUrl)

  return (
    <section className="page-section">
      <div className="flex flex-wrap gap-4">
        {jobsUrl ? (
          <a href={jobsUrl} className={primary} {...(external ? { target: '_blank', rel: 'noopener' } : {})}>
            {vacancy_btn_text}
            {external ? <OpensInNewTab /> : null}
          </a>
        ) : (
          <a href="#vacancies" className={primary}>
            {vacancy_btn_text}
          </a>
        )}
        <CvDialog buttonText={submit_cv_btn_text} countries={countries} placeholder={placeholder} privacyHref={routes.policies.privacyAndCookies} className={secondary} />
      </div>
      {jobsUrl ? null : (
        <div id="vacancies" tabIndex={-1} className="mt-12 scroll-mt-28">
          <h2 className="font-serif text-3xl text-brand-900">{t.vacancies}</h2>
          {vacancies?.length ? (
            <ul className="mt-6 divide-y divide-brand-100 border-y border-brand-100">
              {vacancies.map((job, i) => (
                <li key={job.id ?? i} className="py-5">
                  <h3 className="font-serif text-xl text-brand-900">{job.title}</h3>
                  {job.location ? <p className="mt-1 text-sm font-semibold text-ink/75">{job.location}</p> : null}
                  {job.description ? <p className="mt-2 text-ink/85">{job.description}</p> : null}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-4 text-ink/85">{t.noVacancies}</p>
          )}
        </div>
      )}
    </section>
  )
}

