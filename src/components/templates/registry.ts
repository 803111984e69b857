import { contentPageTemplate } from './ContentPageTemplate'
import { testErrorTemplate } from './TestErrorTemplate'
import type { Template } from './types'

/**
 * Page types in match order. Page issues add their templates here (news, tea ranges, …);
 * anything else falls through to the generic content page looked up by path.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const templates: Template<any>[] = [testErrorTemplate, contentPageTemplate]
