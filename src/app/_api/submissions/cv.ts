import { en } from '@/i18n/en'
import { cvSchema, type CvValues } from '@/lib/forms/cv-form'
import { internationalPhone } from '@/lib/forms/field-rules'
import { dialCodeOf, isListedCountry } from '@/lib/api/submissions/dial-codes'
import { detectCvType, MAX_CV_BODY_BYTES, MAX_CV_BYTES, type CvFileType } from '@/lib/api/submissions/cv-file'
import type { SubmissionForm } from './endpoint'
import { readMultipartFields } from '@/lib/api/submissions/read-body'
import { FieldErrors, validateFields } from '@/lib/api/submissions/validation'

const schema = cvSchema(en.forms, isListedCountry)

type CvSubmission = CvValues & { file: { bytes: Buffer; type: CvFileType } }

/**
 * The CV form (POST /dmc-apis/submit_cv, multipart/form-data): name, email, country (for the
 * dial code), phone, position, consent ("true"), the file `cv`, and the honeypot `website`.
 * The body is refused past 5 MB plus the form's overhead before it is all read (413); the file
 * must be a PDF, DOC or DOCX by its bytes. A bad file stores nothing.
 */
export const cvForm: SubmissionForm<CvSubmission> = {
  name: 'submit_cv',
  read: (request) => readMultipartFields(request, MAX_CV_BODY_BYTES, en.forms.cvTooLarge),
  maxBodyBytes: MAX_CV_BODY_BYTES,
  validate: async ({ fields, files }) => {
    const errors: Record<string, string> = {}
    let values: CvValues | undefined
    try {
      values = validateFields(schema, { ...fields, consent: fields.consent === 'true' || fields.consent === 'on' })
    } catch (error) {
      if (!(error instanceof FieldErrors)) throw error
      Object.assign(errors, error.fields)
    }
    const file = await checkFile(files.cv, errors)
    if (!values || !file) throw new FieldErrors(errors)
    return { ...values, file }
  },
  toSubmission: ({ file, country, ...values }) => {
    const phone = internationalPhone(dialCodeOf(country), values.phone)
    return {
      collection: 'cv-submissions',
      data: { ...values, phone },
      // The stored name is ours: a visitor's file name never reaches the disk or a bucket key.
      file: { data: file.bytes, mimetype: file.type.mime, name: `cv-${Date.now()}.${file.type.ext}`, size: file.bytes.byteLength },
      notification: {
        subject: `CV: ${values.name} for ${values.position}`,
        replyTo: values.email,
        text: [
          `From: ${values.name} <${values.email}>`,
          `Phone: ${phone}`,
          `Position of interest: ${values.position}`,
          '',
          'The CV is in the admin, under Submissions → CVs (admins only).',
        ].join('\n'),
      },
    }
  },
  successMessage: en.forms.cvSuccess,
  fileField: { name: 'cv', invalid: en.forms.cvType },
}

async function checkFile(file: File | undefined, errors: Record<string, string>) {
  if (!file || file.size === 0) {
    errors.cv = en.forms.cvRequired
    return undefined
  }
  if (file.size > MAX_CV_BYTES) {
    errors.cv = en.forms.cvTooLarge
    return undefined
  }
  const bytes = Buffer.from(await file.arrayBuffer())
  const type = await detectCvType(bytes)
  if (!type) {
    errors.cv = en.forms.cvType
    return undefined
  }
  return { bytes, type }
}
