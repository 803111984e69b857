/** Placeholder: the sub-navigation strip on Family, All About Tea and Our Purpose pages. */
export async function SubNav(_props: { path: string }) {
  return null
}
