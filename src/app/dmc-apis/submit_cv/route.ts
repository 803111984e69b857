import { cvForm } from '@/lib/api/submissions/cv'
import { onlyPost, submissionEndpoint } from '@/lib/api/submissions/endpoint'

/** POST /dmc-apis/submit_cv (multipart/form-data): a CV stored privately (cv-submissions, admins only). GET answers 405. */
export const POST = submissionEndpoint(cvForm)
export const GET = onlyPost
