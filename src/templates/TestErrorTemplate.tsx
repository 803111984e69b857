import type { Template } from './types'

/**
 * Serves /__test/error, which throws while rendering, so the browser tests can check the 500
 * error page of a production build. The route exists only when ENABLE_TEST_ROUTES=1 (src/routes.ts).
 */
export const testErrorTemplate: Template = async () => {
  throw new Error('Deliberate test error')
}
