/** At most this many words of a keyword are searched (each narrows the results further). */
const MAX_WORDS = 8
const MAX_WORD_LENGTH = 40

/**
 * The words of a visitor's keyword, as both full-text indexes read text: runs of letters and
 * digits, lower case (SQLite's unicode61 tokenizer and PostgreSQL's `simple` parser agree on
 * those). Everything else (punctuation, operators, quotes) separates words, so no input can
 * become query syntax. Each word then matches as a prefix: "darj" finds Darjeeling.
 */
export function searchWords(keyword: string): string[] {
  const words = keyword
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => word.slice(0, MAX_WORD_LENGTH))
  return [...new Set(words)].slice(0, MAX_WORDS)
}
