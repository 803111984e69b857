import { SmartLink } from './SmartLink'

/** Links to related pages as a row of bordered chips (a tea's ingredients, a range's own pages), each a 44-px tap target. */
export function LinkChips({ links }: { links: { href: string; title: string }[] }) {
  return (
    <ul className="mt-4 flex flex-wrap gap-3">
      {links.map((link) => (
        <li key={link.href}>
          <SmartLink href={link.href} className="inline-flex min-h-11 items-center rounded-sm border border-brand-200 px-4 py-2 text-brand-900 hover:bg-brand-50">
            {link.title}
          </SmartLink>
        </li>
      ))}
    </ul>
  )
}
