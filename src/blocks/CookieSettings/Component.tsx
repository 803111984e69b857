import type { CookieSettingsBlock as CookieSettingsData } from '@/payload-types'
import { CookieSettingsButton } from '@/components/shell/footer/CookieSettingsButton'

/** The privacy page's way back into the cookie banner: the footer's control, given room to explain itself. */
export function CookieSettingsBlock({ header, text }: CookieSettingsData) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-8">
      <div className="rounded-sm border border-brand-100 bg-brand-50 p-6">
        {header ? <h2 className="font-serif text-2xl text-brand-900">{header}</h2> : null}
        {text ? <p className="mt-3 text-ink/85">{text}</p> : null}
        <CookieSettingsButton className="mt-5 rounded-sm bg-brand-800 px-5 py-2.5 font-medium text-white transition hover:bg-brand-900" />
      </div>
    </section>
  )
}
