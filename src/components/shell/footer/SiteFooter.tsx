import type { Variant } from '@/data/variant'

/** Placeholder: footer columns, contact, social, newsletter, copyright. */
export async function SiteFooter(_props: { variant: Variant }) {
  return <footer />
}
