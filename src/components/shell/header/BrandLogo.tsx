import { SmartLink } from '@/components/ui/SmartLink'
import { routes } from '@/routes'
import { brandName } from '@/site.config'

/** The brand mark (a tea leaf over a cup's rim) and the wordmark, linking home. */
export function BrandLogo({ className = '' }: { className?: string }) {
  return (
    <SmartLink href={routes.home} aria-label={`${brandName} home`} className={`flex items-center gap-2 text-brand-900 ${className}`}>
      <svg aria-hidden="true" focusable="false" viewBox="0 0 40 40" className="size-9 shrink-0">
        <circle cx="20" cy="20" r="19" className="fill-brand-800" />
        <path d="M20 8c7 4 9 11 5 18-2 3-4 4-5 5-1-1-3-2-5-5-4-7-2-14 5-18z" className="fill-gold-400" />
        <path d="M20 11v19" className="stroke-brand-800" strokeWidth="1.6" strokeLinecap="round" fill="none" />
        <path d="M10 31h20" className="stroke-gold-400" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span className="font-serif text-2xl leading-none tracking-wide">{brandName}</span>
    </SmartLink>
  )
}
