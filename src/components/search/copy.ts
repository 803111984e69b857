import type { Locale } from '@/data/variant'

/** The results page's own words, per site language. */
export const searchCopy = {
  en: {
    title: 'Search results',
    label: 'Search the site',
    submit: 'Search',
    placeholder: 'Teas, recipes, stories…',
    emptyKeyword: 'Type a word or two to search the whole site.',
    noResults: (keyword: string) => `No results for “${keyword}”.`,
    noResultsHint: 'Check the spelling, or try a shorter or more general word.',
    summary: (total: number, keyword: string) => `${total} ${total === 1 ? 'result' : 'results'} for “${keyword}”`,
    pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
    pagination: 'Pagination',
    previous: 'Previous',
    next: 'Next',
    previousPage: 'Previous page',
    nextPage: 'Next page',
    goToPage: (page: number) => `Page ${page}`,
  },
  de: {
    title: 'Suchergebnisse',
    label: 'Website durchsuchen',
    submit: 'Suchen',
    placeholder: 'Tees, Rezepte, Geschichten…',
    emptyKeyword: 'Geben Sie ein oder zwei Wörter ein, um die ganze Website zu durchsuchen.',
    noResults: (keyword: string) => `Keine Ergebnisse für „${keyword}“.`,
    noResultsHint: 'Prüfen Sie die Schreibweise oder versuchen Sie ein kürzeres, allgemeineres Wort.',
    summary: (total: number, keyword: string) => `${total} ${total === 1 ? 'Ergebnis' : 'Ergebnisse'} für „${keyword}“`,
    pageOf: (page: number, pages: number) => `Seite ${page} von ${pages}`,
    pagination: 'Pagination',
    previous: 'Zurück',
    next: 'Weiter',
    previousPage: 'Vorherige Seite',
    nextPage: 'Nächste Seite',
    goToPage: (page: number) => `Seite ${page}`,
  },
} satisfies Record<Locale, unknown>

export type SearchCopy = (typeof searchCopy)['en']
