'use client'

import type { ReactNode } from 'react'
import { WordsContext } from './client'
import { de } from './de'

/** German words for the client components below it (German pages only load this module). */
export function GermanWords({ children }: { children: ReactNode }) {
  return <WordsContext.Provider value={de}>{children}</WordsContext.Provider>
}
