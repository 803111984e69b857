import { envFlag, envString } from './env'
import { isBuildPhase, isInsideNext } from './runtime'

/**
 * Payload's jobs queue (scheduled publishing and unpublishing), run inside the app: no worker
 * service on the embedded default. JOBS_AUTORUN=false leaves an instance out (with several
 * instances, see docs/editors.md "Several instances"); JOBS_CRON is how often each instance looks
 * for due jobs (croner syntax; six fields count seconds, which the browser tests use).
 * Only a Next.js server runs the queue: scripts and tests that load Payload leave it alone.
 */
export function jobSettings() {
  return {
    autoRun: envFlag('JOBS_AUTORUN', true) && isInsideNext() && !isBuildPhase(),
    cron: envString('JOBS_CRON') ?? '* * * * *',
  }
}
