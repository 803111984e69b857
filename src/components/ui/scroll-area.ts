/**
 * The spec's custom scroll area (site.md, section 9: 300 px high): a long list inside a panel (live
 * search results, a selection) scrolls within it instead of stretching the panel and pushing what
 * follows off the screen. The thin scrollbar in brand colours shows that there is more.
 */
export const scrollAreaClass =
  'max-h-[300px] overflow-y-auto overscroll-contain pr-2 [scrollbar-color:var(--color-brand-700)_var(--color-brand-100)] [scrollbar-width:thin]'
