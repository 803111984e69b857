/**
 * The company as a schema.org `Organization` (the home page's JSON-LD), from its facts in the site
 * settings; a fact left empty is left out. `sameAs` lists its social accounts.
 */
export function organizationJsonLd({ name, url, logo, founded, address, phone, email, sameAs }: {
  name: string
  url: string
  logo?: string
  founded?: number
  address?: string
  phone?: string
  email?: string
  sameAs: string[]
}): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name,
    url,
    ...(logo ? { logo } : {}),
    ...(founded ? { foundingDate: String(founded) } : {}),
    ...(address ? { address: address.split('\n').map((line) => line.trim()).filter(Boolean).join(', ') } : {}),
    ...(phone ? { telephone: phone } : {}),
    ...(email ? { email } : {}),
    ...(sameAs.length ? { sameAs } : {}),
  }
}
