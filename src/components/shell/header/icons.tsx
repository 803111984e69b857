'use client'

import { iconHref } from './icon-sprite'

/**
 * Small decorative icons; each is hidden from assistive technology, the control carries the name.
 * Every icon is a <use> of a drawing in icons.svg (./icon-sprite.ts).
 */
type IconProps = { className?: string }

type ShellIcon = 'menu' | 'close' | 'search' | 'bag' | 'chevron' | 'globe'

const icon = (name: ShellIcon, defaultClass: string) =>
  function Icon({ className = defaultClass }: IconProps) {
    return (
      <svg aria-hidden="true" focusable="false" className={className}>
        <use href={iconHref(name)} />
      </svg>
    )
  }

export const MenuIcon = icon('menu', 'size-6')
export const CloseIcon = icon('close', 'size-6')
export const SearchIcon = icon('search', 'size-5')
export const BagIcon = icon('bag', 'size-6')
export const ChevronIcon = icon('chevron', 'size-4')
export const GlobeIcon = icon('globe', 'size-5')
