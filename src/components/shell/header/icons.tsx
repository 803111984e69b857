'use client'

/**
 * Small decorative icons; each is hidden from assistive technology, the control carries the name.
 * Each drawing is in the page once, in <IconSprite /> (rendered by the header), and every icon is a
 * <use> of it: the header draws the chevron alone seven times. A client module, so the server's
 * RSC payload carries a reference to the sprite instead of a copy of its drawings.
 */
type IconProps = { className?: string }

const DRAWINGS = {
  menu: <path d="M4 7h16M4 12h16M4 17h16" />,
  close: <path d="M6 6l12 12M18 6L6 18" />,
  search: (
    <>
      <circle cx="11" cy="11" r="6.5" />
      <path d="M16 16l4.5 4.5" />
    </>
  ),
  bag: <path d="M5 8h14l-1.2 12H6.2L5 8zM9 8V6.5a3 3 0 016 0V8" />,
  chevron: <path d="M6 9l6 6 6-6" />,
  globe: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
    </>
  ),
}
type IconName = keyof typeof DRAWINGS

const spriteId = (name: IconName) => `shell-icon-${name}`

/** The icons' drawings, once per page. */
export function IconSprite() {
  return (
    <svg aria-hidden="true" focusable="false" width="0" height="0" className="absolute">
      {(Object.keys(DRAWINGS) as IconName[]).map((name) => (
        <symbol
          key={name}
          id={spriteId(name)}
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth={1.8}
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          {DRAWINGS[name]}
        </symbol>
      ))}
    </svg>
  )
}

const icon = (name: IconName, defaultClass: string) =>
  function Icon({ className = defaultClass }: IconProps) {
    return (
      <svg aria-hidden="true" focusable="false" className={className}>
        <use href={`#${spriteId(name)}`} />
      </svg>
    )
  }

export const MenuIcon = icon('menu', 'size-6')
export const CloseIcon = icon('close', 'size-6')
export const SearchIcon = icon('search', 'size-5')
export const BagIcon = icon('bag', 'size-6')
export const ChevronIcon = icon('chevron', 'size-4')
export const GlobeIcon = icon('globe', 'size-5')
