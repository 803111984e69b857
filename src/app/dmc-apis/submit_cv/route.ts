import { cvForm } from '@/app/_api/submissions/cv'
import { otherMethods } from '@/lib/api/methods'
import { submissionEndpoint, submissionErrorResponse } from '@/app/_api/submissions/endpoint'

/** POST /dmc-apis/submit_cv (multipart/form-data): a CV stored privately (cv-submissions, admins only). Other methods answer 405. */
export const POST = submissionEndpoint(cvForm)
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST', submissionErrorResponse)
