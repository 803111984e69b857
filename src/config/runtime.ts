import { envInt, envString } from './env'

/** Where this code runs: Next.js sets NEXT_RUNTIME in its servers and NEXT_PHASE while building. */

/** `next build`: no database, no secrets; nothing may connect or sign. */
export function isBuildPhase(): boolean {
  return envString('NEXT_PHASE') === 'phase-production-build'
}

/** Inside a Next.js server or build (which have a data cache), rather than a script or a test. */
export function isInsideNext(): boolean {
  return Boolean(envString('NEXT_RUNTIME') || envString('NEXT_PHASE'))
}

export function isDevelopment(): boolean {
  return envString('NODE_ENV') === 'development'
}

/** Routes that exist only for the browser tests (e.g. a page that throws), off unless asked for. */
export function testRoutesEnabled(): boolean {
  return envString('ENABLE_TEST_ROUTES') === '1'
}

/**
 * This server itself, for the proxy's loopback read of the site index: Next.js sets PORT when it
 * starts; INTERNAL_ORIGIN overrides it where the server does not listen on loopback.
 * @default INTERNAL_ORIGIN `http://127.0.0.1:$PORT`
 */
export function internalOrigin(): string {
  return envString('INTERNAL_ORIGIN') ?? `http://127.0.0.1:${envString('PORT') ?? '3000'}`
}

/**
 * Graceful shutdown: on SIGTERM/SIGINT the server stops accepting, finishes what is in flight within
 * SHUTDOWN_TIMEOUT_MS (default 10 s), closes the database and exits 0. Ours only where Next.js's own signal
 * handling is switched off (NEXT_MANUAL_SIG_HANDLE, set by scripts/runtime/env.mjs and the Dockerfile).
 * @default NEXT_MANUAL_SIG_HANDLE `true` under `npm start` and in the image
 */
export function shutdownSettings(): { enabled: boolean; timeoutMs: number } {
  return { enabled: Boolean(envString('NEXT_MANUAL_SIG_HANDLE')), timeoutMs: envInt('SHUTDOWN_TIMEOUT_MS', 10_000, { min: 0 }) }
}
