import { useSyncExternalStore } from 'react'

/**
 * Cookie-consent state shared by the banner, analytics and third-party embeds.
 *
 * The choice lives in the `policy` cookie (site.md, "Cookie policy choice") as URI-encoded JSON
 * with four booleans. Pages are statically cached, so consent is only ever read in the browser.
 * No 'use client' here on purpose: server code may import the constants and pure helpers.
 */
export type Consent = { necessary: true; preferences: boolean; statistics: boolean; marketing: boolean }
export type ConsentChoice = Omit<Consent, 'necessary'>

export const POLICY_COOKIE = 'policy'
export const CONSENT_LIFETIME_MONTHS = 3
/** Fired on window when the visitor saves a choice (detail: Consent). */
export const CONSENT_CHANGE_EVENT = 'dmc:consent-change'
/** Fired on window to (re)open the banner, e.g. by the footer's "Cookie settings". */
export const CONSENT_OPEN_EVENT = 'dmc:consent-open'

export const NECESSARY_ONLY: ConsentChoice = { preferences: false, statistics: false, marketing: false }
export const ALLOW_ALL: ConsentChoice = { preferences: true, statistics: true, marketing: true }

/** Parses a cookie value; anything malformed counts as "no choice yet". */
export function parseConsent(raw: string | undefined | null): Consent | null {
  if (!raw) return null
  try {
    const value: unknown = JSON.parse(decodeURIComponent(raw))
    if (!value || typeof value !== 'object') return null
    const v = value as Record<string, unknown>
    return { necessary: true, preferences: v.preferences === true, statistics: v.statistics === true, marketing: v.marketing === true }
  } catch {
    return null
  }
}

/** The full Set-Cookie string for a choice: 3 months, whole site, first-party only. */
export function consentCookie(choice: ConsentChoice, now = new Date()): string {
  const consent: Consent = { necessary: true, ...pickChoice(choice) }
  const expires = new Date(now)
  expires.setMonth(expires.getMonth() + CONSENT_LIFETIME_MONTHS)
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : ''
  return `${POLICY_COOKIE}=${encodeURIComponent(JSON.stringify(consent))}; Expires=${expires.toUTCString()}; Path=/; SameSite=Lax${secure}`
}

function pickChoice(c: ConsentChoice): ConsentChoice {
  return { preferences: Boolean(c.preferences), statistics: Boolean(c.statistics), marketing: Boolean(c.marketing) }
}

/** The raw `policy` cookie value in this browser, or undefined. */
function readPolicyCookie(): string | undefined {
  if (typeof document === 'undefined') return undefined
  const prefix = `${POLICY_COOKIE}=`
  return document.cookie
    .split('; ')
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length)
}

/** True when a `policy` cookie exists at all; the banner then stays hidden (site.md, section 4). */
export function hasConsentCookie(): boolean {
  return readPolicyCookie() !== undefined
}

/** The stored choice, or null when the visitor has not chosen yet. */
export function readConsent(): Consent | null {
  return parseConsent(readPolicyCookie())
}

/** Saves a choice in the `policy` cookie and tells every listener (analytics, embeds, banner). */
export function writeConsent(choice: ConsentChoice): Consent {
  document.cookie = consentCookie(choice)
  const consent = readConsent() ?? { necessary: true as const, ...pickChoice(choice) }
  window.dispatchEvent(new CustomEvent<Consent>(CONSENT_CHANGE_EVENT, { detail: consent }))
  return consent
}

/** Opens the cookie banner (with the current choice pre-selected). */
export function openConsentBanner(): void {
  window.dispatchEvent(new Event(CONSENT_OPEN_EVENT))
}

// useSyncExternalStore needs a stable snapshot: re-parse only when the cookie text changes.
let lastRaw: string | undefined
let lastConsent: Consent | null = null
function snapshot(): Consent | null {
  const raw = readPolicyCookie()
  if (raw !== lastRaw) {
    lastRaw = raw
    lastConsent = parseConsent(raw)
  }
  return lastConsent
}

function subscribe(onChange: () => void) {
  window.addEventListener(CONSENT_CHANGE_EVENT, onChange)
  return () => window.removeEventListener(CONSENT_CHANGE_EVENT, onChange)
}

/** Current consent, updated live when the visitor changes it; null on the server and before a choice. */
export function useConsent(): Consent | null {
  return useSyncExternalStore(subscribe, snapshot, () => null)
}
