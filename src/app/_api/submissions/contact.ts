import { en } from '@/i18n/en'
import { contactSchema, type ContactValues } from '@/lib/forms/contact-form'
import { internationalPhone } from '@/lib/forms/field-rules'
import { countryNameOf, dialCodeOf, isListedCountry } from '@/lib/api/submissions/dial-codes'
import type { SubmissionForm } from './endpoint'
import { MAX_JSON_BYTES, readJsonFields } from '@/lib/api/submissions/read-body'
import { validateFields } from '@/lib/api/submissions/validation'

const schema = contactSchema(en.forms, isListedCountry)

/**
 * The contact form (POST /dmc-apis/contact-us-submits, JSON): name, email, country (ISO code),
 * phone (typed after the country's dial code), subject, message, agreement (true), and the
 * honeypot `website`.
 */
export const contactForm: SubmissionForm<ContactValues> = {
  name: 'contact-us-submits',
  read: readJsonFields,
  maxBodyBytes: MAX_JSON_BYTES,
  validate: async ({ fields }) => validateFields(schema, fields),
  toSubmission: (values) => {
    const phone = internationalPhone(dialCodeOf(values.country), values.phone)
    return {
      collection: 'contact-submissions',
      data: { ...values, phone },
      notification: {
        subject: `Contact form: ${values.subject}`,
        replyTo: values.email,
        text: [
          `From: ${values.name} <${values.email}>`,
          `Country: ${countryNameOf(values.country)}`,
          `Phone: ${phone}`,
          `Subject: ${values.subject}`,
          '',
          values.message,
        ].join('\n'),
      },
    }
  },
  successMessage: en.forms.contactSuccess,
}
