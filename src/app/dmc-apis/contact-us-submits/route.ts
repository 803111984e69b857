import { contactForm } from '@/app/_api/submissions/contact'
import { otherMethods } from '@/lib/api/methods'
import { submissionEndpoint, submissionErrorResponse } from '@/app/_api/submissions/endpoint'

/**
 * POST /dmc-apis/contact-us-submits (JSON). The old site sent the form with GET and ignored the
 * answer, so a failed message vanished silently. We build what was meant: a POST whose message
 * is stored (contact-submissions, admins only) before the email goes out, and an answer the
 * form shows (201, or 4xx naming each bad field). Other methods answer 405.
 */
export const POST = submissionEndpoint(contactForm)
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST', submissionErrorResponse)
