import { defineBlock } from '../block-config'

/**
 * The careers page's two actions (spec: vacancy_btn_text, submit_cv_btn_text). The vacancies
 * button leads to the jobs URL (setting JOBS_URL or Site settings) when one is set, otherwise to
 * the vacancies listed here, shown on the page: never to nowhere. Submit CV opens the CV form.
 */
export const CareersActions = defineBlock({
  slug: 'careersActions',
  labels: ['Careers buttons and vacancies', 'Careers buttons and vacancies'],
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'vacancy_btn_text', type: 'text', localized: true, required: true, defaultValue: 'View vacancies' },
        { name: 'submit_cv_btn_text', type: 'text', localized: true, required: true, defaultValue: 'Submit your CV' },
      ],
    },
    {
      name: 'vacancies',
      type: 'array',
      admin: { description: 'Shown on the page when Site settings give no jobs site' },
      fields: [
        { name: 'title', type: 'text', required: true, localized: true },
        { name: 'location', type: 'text', localized: true },
        { name: 'description', type: 'textarea', localized: true },
      ],
    },
  ],
})
