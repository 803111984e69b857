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

/** The inline set-up gtag.js expects; the id has been validated, JSON.stringify quotes it. */
export function gtagInitScript(id: string): string {
  return [
    'window.dataLayer=window.dataLayer||[];',
    'function gtag(){dataLayer.push(arguments);}',
    "gtag('js',new Date());",
    `gtag('config',${JSON.stringify(id)},{anonymize_ip:true});`,
  ].join('')
}
