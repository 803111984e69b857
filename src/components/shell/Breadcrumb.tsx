/** Placeholder: the breadcrumb (site.md section 2 rules). */
export function Breadcrumb(_props: { path: string; title?: string }) {
  return null
}
