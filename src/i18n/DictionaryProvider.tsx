import type { ComponentType, ReactNode } from 'react'
import type { Locale } from '@/config/variant'
import { GermanWords } from './lazy-words'

/**
 * Gives client components the words of the page's language. A server component: it renders the
 * provider module of that language only, so the browser downloads one dictionary, not all of them
 * (English needs no provider: it is the default, ./client.tsx). A new language adds its module here.
 */
const providers: Partial<Record<Locale, ComponentType<{ children: ReactNode }>>> = { de: GermanWords }

export function DictionaryProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const Provider = providers[locale]
  return Provider ? <Provider>{children}</Provider> : <>{children}</>
}
