import { SmartLink } from '@/components/ui/SmartLink'
import { routes } from '@/routes'
import { brandName } from '@/site.config'
import { iconHref } from './icon-sprite'

/** The brand mark (a tea leaf over a cup's rim) and the wordmark, linking home. */
export function BrandLogo({ className = '' }: { className?: string }) {
  return (
    <SmartLink href={routes.home} aria-label={`${brandName} home`} className={`flex min-h-11 items-center gap-2 text-brand-900 ${className}`}>
      <svg aria-hidden="true" focusable="false" className="size-9 shrink-0">
        <use href={iconHref('brand-mark')} />
      </svg>
      <span className="font-serif text-2xl leading-none tracking-wide">{brandName}</span>
    </SmartLink>
  )
}
