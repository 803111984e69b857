'use client'

/**
 * Cookie-consent state shared by the banner, analytics and third-party embeds.
 * Placeholder with the final API; the chrome work implements it.
 */
export type Consent = { necessary: true; preferences: boolean; statistics: boolean; marketing: boolean }

export const POLICY_COOKIE = 'policy'

/** The stored choice, or null when the visitor has not chosen yet. */
export function readConsent(): Consent | null {
  return null
}

/** Current consent, updated live when the visitor changes it. */
export function useConsent(): Consent | null {
  return null
}
