'use client'

import { createContext, useContext } from 'react'
import { en, type Dictionary } from './en'

/**
 * The page's interface words for client components. English is the context's default, so English
 * pages ship one dictionary; another language's dictionary is its own client module (./words-de.tsx)
 * that provides itself, loaded only on that language's pages (./DictionaryProvider.tsx chooses).
 */
export const WordsContext = createContext<Dictionary>(en)

/** The interface words of the page's language (English outside a provider). */
export function useDictionary(): Dictionary {
  return useContext(WordsContext)
}
