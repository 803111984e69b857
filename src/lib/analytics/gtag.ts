/**
 * Google Analytics (gtag.js) ids look like G-XXXXXXX (or the older UA-/AW- forms). Anything else
 * is refused, which also keeps an odd setting from being written into the inline script.
 */
const MEASUREMENT_ID = /^(G|UA|AW|DC)-[A-Z0-9-]{4,20}$/i

export function validAnalyticsId(id: string | undefined | null): string | undefined {
  const trimmed = id?.trim()
  return trimmed && MEASUREMENT_ID.test(trimmed) ? trimmed : undefined
}

export function gtagScriptUrl(id: string): string {
  return `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`
}

type GtagWindow = { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void }

/**
 * The set-up gtag.js expects, run from our own bundle rather than as an inline script (the
 * Content-Security-Policy allows no inline script it does not know, src/lib/csp). gtag.js reads
 * `arguments` objects from dataLayer, not arrays, hence the classic function.
 */
export function initGtag(target: GtagWindow, id: string): void {
  const dataLayer = (target.dataLayer ??= [])
  target.gtag ??= function gtag() {
    // eslint-disable-next-line prefer-rest-params -- gtag.js recognises its commands as Arguments objects
    dataLayer.push(arguments)
  }
  target.gtag('js', new Date())
  target.gtag('config', id, { anonymize_ip: true })
}
