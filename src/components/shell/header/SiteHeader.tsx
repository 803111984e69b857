import type { Variant } from '@/data/variant'

/** Placeholder: the desktop two-tier header, mobile menu and search (shell issue). */
export async function SiteHeader(_props: { variant: Variant }) {
  return <header />
}
