'use client'

import dynamic from 'next/dynamic'

// Each language's words in a chunk of their own, loaded only by that language's pages (see islands.tsx for why).
export const GermanWords = dynamic(() => import('./words-de').then((m) => m.GermanWords))
