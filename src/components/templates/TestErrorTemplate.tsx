import type { Template } from './types'

/**
 * Serves /__test/error, which throws while rendering, so the browser tests can check the
 * 500 error page of a production build. Only exists when ENABLE_TEST_ROUTES=1 (the e2e server).
 */
export const testErrorTemplate: Template<true> = {
  name: 'test-error',
  match: (path) => (process.env.ENABLE_TEST_ROUTES === '1' && path === '/__test/error' ? true : null),
  async render() {
    throw new Error('Deliberate test error')
  },
}
