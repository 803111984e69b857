import { teaInspiredHome } from './tea-inspired-home'
import { teaInspiredMakerPages } from './tea-inspired-makers'
import { teaInspiredStoryPages } from './tea-inspired-stories'
import type { PageSeed } from './types'

/** The Tea Inspired section's editorial pages, all ordinary `pages` records made of shared blocks. */
export const teaInspiredPages: PageSeed[] = [teaInspiredHome, ...teaInspiredMakerPages, ...teaInspiredStoryPages]
