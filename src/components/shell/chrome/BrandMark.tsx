/** The loading screen's emblem: a tea leaf in a gold ring, with the brand's name beneath. */
export function BrandMark({ brandName, animated }: { brandName: string; animated: boolean }) {
  return (
    <div className="flex flex-col items-center gap-4 text-gold-400">
      <svg viewBox="0 0 96 96" className="h-24 w-24" fill="none" data-animated={animated || undefined}>
        <circle cx="48" cy="48" r="44" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
        <path
          d="M48 4a44 44 0 0 1 44 44"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
          className={animated ? 'dmc-spin origin-center' : undefined}
        />
        <g className={animated ? 'dmc-breathe origin-center' : undefined}>
          <path d="M30 64c0-20 14-34 36-36-2 22-16 36-36 36Z" fill="currentColor" />
          <path d="M30 64 56 38" stroke="#0f2e1d" strokeWidth="2.5" strokeLinecap="round" />
        </g>
      </svg>
      <span className="font-serif text-2xl tracking-[0.3em] text-white uppercase">{brandName}</span>
    </div>
  )
}
