import { findAll } from './content'
import type { Variant } from '@/config/variant'

/**
 * The letters to Mr Dalumara. The list is short and read whole (size 0): the archive shows every
 * letter, so the curated page's links to a letter's anchor always land.
 */
const letters = (variant: Variant, picked: boolean) => findAll('letters', variant, { where: picked ? { picked: { equals: true } } : undefined, sort: ['-date', 'slug'] })

/** Every letter of a country (its own and GLOBAL's), newest first. */
export const listLetters = (variant: Variant) => letters(variant, false)

/** The editors' picks among them, newest first. */
export const listLetterPicks = (variant: Variant) => letters(variant, true)
