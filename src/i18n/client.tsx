'use client'

import { createContext, useContext, type ReactNode } from 'react'
import { DEFAULT_LOCALE, type Locale } from '@/data/variant'
import { dictionary, type Dictionary } from './index'

/**
 * The page's language for client components. Only the locale crosses from the server (some
 * entries are functions, which cannot be serialised); each client component looks its words up.
 */
const LocaleContext = createContext<Locale>(DEFAULT_LOCALE)

export function DictionaryProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>
}

/** The interface words of the page's language (English outside a provider). */
export function useDictionary(): Dictionary {
  return dictionary(useContext(LocaleContext))
}
