import type { OptionObject } from 'payload'
import { DEFAULT_COUNTRY } from '@/config/variant'

type Label = OptionObject['label']

/** An option's label in a language: its own word there, else its English, else its value. */
export function labelIn(label: Label | undefined, language: string, value: string): string {
  if (typeof label === 'string') return label
  if (label && typeof label === 'object') {
    const words = label as Record<string, string | undefined>
    return words[language] ?? words.en ?? value
  }
  return value
}

/** Options in the order of their labels in the admin's language ("Ägypten" by A in German), all countries first. */
export function inLanguageOrder<O extends OptionObject>(options: readonly O[], language: string): O[] {
  const collator = new Intl.Collator(language)
  const named = options.map((option) => ({ option, name: labelIn(option.label, language, option.value) }))
  return named
    .sort((a, b) => Number(b.option.value === DEFAULT_COUNTRY) - Number(a.option.value === DEFAULT_COUNTRY) || collator.compare(a.name, b.name))
    .map(({ option }) => option)
}
