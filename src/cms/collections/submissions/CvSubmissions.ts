import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { storageSettings } from '@/site.config'
import { CV_MIME_TYPES } from '@/lib/api/submissions/cv-file'
import { missingLocalFileIs404 } from '../../uploads/missing-file'
import { notificationField, submissionAccess, submissionAdmin } from './submission-fields'

const cvDir = () => path.join(storageSettings().mediaDir, '..', 'private-uploads', 'cv-submissions')

/**
 * CVs sent with the careers form (POST /dmc-apis/submit_cv): the applicant's details with the
 * file itself. Private: admins only, for the record and for the file (Payload checks read access
 * before serving /api/cv-submissions/file/…). On disk the files sit beside MEDIA_DIR, never
 * inside it, so no public route can reach them; with S3_BUCKET they go to the bucket (storage.ts).
 */
export const CvSubmissions: CollectionConfig = {
  slug: 'cv-submissions',
  labels: { singular: 'CV', plural: 'CVs' },
  admin: submissionAdmin(['name', 'email', 'position']),
  access: submissionAccess,
  upload: {
    staticDir: cvDir(),
    handlers: [missingLocalFileIs404(cvDir())],
    // Payload checks the bytes too, and file-type calls a .doc `application/x-cfb`; the endpoint has
    // already made sure such a compound file is a Word document (cv-file.ts).
    mimeTypes: [...CV_MIME_TYPES, 'application/x-cfb'],
  },
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'email', type: 'email', required: true },
    { name: 'phone', type: 'text', required: true, admin: { description: 'With the country’s dial code' } },
    { name: 'position', type: 'text', required: true, label: 'Position of interest' },
    { name: 'consent', type: 'checkbox', required: true, label: 'Agreed to the privacy policy' },
    notificationField,
  ],
}
