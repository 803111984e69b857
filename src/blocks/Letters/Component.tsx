import { listLetterPicks, listLetters } from '@/data/letters'
import { DEFAULT_VARIANT } from '@/config/variant'
import { LetterPicks } from '@/components/letters/LetterPicks'
import { LettersArchive } from '@/components/letters/LettersArchive'
import { siteConfig } from '@/site.config'
import type { BlockProps } from '../block-props'

/** The letters in the view the editor chose: the whole archive, or the editors' picks. */
export async function LettersBlock({ title, view, variant = DEFAULT_VARIANT }: BlockProps<'letters'>) {
  const timeZone = siteConfig.SITE_TIME_ZONE
  if (view === 'picks') {
    const picks = await listLetterPicks(variant)
    return <LetterPicks letters={picks} title={title} locale={variant.locale} timeZone={timeZone} />
  }
  const letters = await listLetters(variant)
  return letters.length ? <LettersArchive letters={letters} title={title} locale={variant.locale} timeZone={timeZone} /> : null
}
